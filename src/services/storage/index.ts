export { storageKeys, type StorageKey } from './keys';
export { readItem, writeItem, removeItem, removeKeysWithPrefix, type StorageArea } from './storage';
export {
  DEFAULT_TENANT_ID,
  GENDERS,
  applyUserPatch,
  buildUserProfile,
  fullNameOf,
  genderFromCode,
  parseStoredUser,
  type Gender,
  type JwtClaims,
  type ProfileTokens,
  type StoredUser,
  type StoredUserPatch,
} from './user-profile';
export { sanitizeRedirectPath } from './redirect-path';
export {
  clearSessionStorageWhenRemembered,
  hasSignedInMarker,
  hasSignedOutMarker,
  markSignedIn,
  markSignedOut,
  readRedirectPath,
  readReferralCode,
  readRememberMe,
  readStoredUser,
  readUtmSource,
  removeRememberMe,
  removeReferralCode,
  removeSignedInMarker,
  removeSignedOutMarker,
  removeStoredUser,
  saveUtmSourceFromQuery,
  sessionArea,
  takeRedirectPath,
  updateStoredUser,
  writeRedirectPath,
  writeReferralCode,
  writeRememberMe,
  writeStoredUser,
} from './session-state';
export { addFlashingAsset, clearFlashingAssets, readFlashingAssets, subscribeFlashingAssets } from './flashing-asset';
export {
  readDraft,
  removeDraft,
  removeAllDrafts,
  removeDraftsExcept,
  removeDraftsOf,
  saveDraft,
  type DraftValue,
  type DraftValues,
} from './drafts';
export { useUserDraft, type DraftState } from './use-draft';
