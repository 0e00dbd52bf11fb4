import { avatarRecipe } from './avatar';
import { badgeRecipe } from './badge';
import { buttonRecipe } from './button';
import { cardRecipe } from './card';
import { emptyStateRecipe } from './empty-state';
import { headingRecipe } from './heading';
import { iconButtonRecipe } from './icon-button';
import { logoRecipe } from './logo';
import { paginationRecipe } from './pagination';
import { skeletonRecipe } from './skeleton';
import { spinnerRecipe } from './spinner';
import { visuallyHiddenRecipe } from './visually-hidden';

/** Plain (single-part) recipes, keyed by the name Panda generates them under. */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  iconButton: iconButtonRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  visuallyHidden: visuallyHiddenRecipe,
};

/** Slot recipes for multi-part Ark UI widgets, keyed by the Ark anatomy. */
export const slotRecipes = {
  avatar: avatarRecipe,
  card: cardRecipe,
  emptyState: emptyStateRecipe,
  logo: logoRecipe,
  pagination: paginationRecipe,
};
