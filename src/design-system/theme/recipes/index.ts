import { amountInputRecipe } from './amount-input';
import { assetCardRecipe } from './asset-card';
import { assetsGridRecipe } from './assets-grid';
import { authLayoutRecipe } from './auth-layout';
import { avatarRecipe } from './avatar';
import { badgeRecipe } from './badge';
import { busyRegionRecipe } from './busy-region';
import { buttonRecipe } from './button';
import { cardRecipe } from './card';
import { checkboxRecipe } from './checkbox';
import { clipboardRecipe } from './clipboard';
import { dialogRecipe } from './dialog';
import { drawerRecipe } from './drawer';
import { emptyStateRecipe } from './empty-state';
import { fieldRecipe } from './field';
import { fileUploadRecipe } from './file-upload';
import { formAlertRecipe } from './form-alert';
import { formStepRecipe } from './form-step';
import { groupedAddressRecipe } from './grouped-address';
import { headingRecipe } from './heading';
import { iconButtonRecipe } from './icon-button';
import { inputRecipe } from './input';
import { localeSwitcherRecipe } from './locale-switcher';
import { logoRecipe } from './logo';
import { mainLayoutRecipe } from './main-layout';
import { menuRecipe } from './menu';
import { notificationBellRecipe } from './notification-bell';
import { notificationPanelRecipe } from './notification-panel';
import { paginationRecipe } from './pagination';
import { passwordInputRecipe } from './password-input';
import { phoneInputRecipe } from './phone-input';
import { pickerRecipe } from './picker';
import { qrCodeRecipe } from './qr-code';
import { selectRecipe } from './select';
import { skeletonRecipe } from './skeleton';
import { spinnerRecipe } from './spinner';
import { tabsRecipe } from './tabs';
import { textareaRecipe } from './textarea';
import { toastRecipe } from './toast';
import { totalBalanceRecipe } from './total-balance';
import { tooltipRecipe } from './tooltip';
import { visuallyHiddenRecipe } from './visually-hidden';

/** Plain (single-part) recipes, keyed by the name Panda generates them under. */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  iconButton: iconButtonRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
  screenReaderOnly: visuallyHiddenRecipe,
};

/** Slot recipes for multi-part Ark UI widgets, keyed by the Ark anatomy. */
export const slotRecipes = {
  amountInput: amountInputRecipe,
  assetCard: assetCardRecipe,
  assetsGrid: assetsGridRecipe,
  authLayout: authLayoutRecipe,
  avatar: avatarRecipe,
  busyRegion: busyRegionRecipe,
  card: cardRecipe,
  checkbox: checkboxRecipe,
  clipboard: clipboardRecipe,
  dialog: dialogRecipe,
  drawer: drawerRecipe,
  emptyState: emptyStateRecipe,
  field: fieldRecipe,
  fileUpload: fileUploadRecipe,
  formAlert: formAlertRecipe,
  formStep: formStepRecipe,
  groupedAddress: groupedAddressRecipe,
  localeSwitcher: localeSwitcherRecipe,
  logo: logoRecipe,
  mainLayout: mainLayoutRecipe,
  menu: menuRecipe,
  notificationBell: notificationBellRecipe,
  notificationPanel: notificationPanelRecipe,
  pagination: paginationRecipe,
  passwordInput: passwordInputRecipe,
  phoneInput: phoneInputRecipe,
  picker: pickerRecipe,
  qrCode: qrCodeRecipe,
  select: selectRecipe,
  tabs: tabsRecipe,
  toast: toastRecipe,
  totalBalance: totalBalanceRecipe,
  tooltip: tooltipRecipe,
};
