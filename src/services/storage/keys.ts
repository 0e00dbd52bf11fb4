/**
 * Every client-side storage key the product uses, named as the spec names them.
 * Nothing else in the code base spells a storage key.
 */
export const storageKeys = {
  /** Chosen interface language (section 1). */
  locale: 'app_locale',
  /** The signed-in user's profile record (section 3). */
  user: 'cognito_user',
  /** Keep the session across browser restarts. */
  rememberMe: 'rememberMe',
  /** Set while signed in; removed on sign-out. */
  signedIn: 'signed_in',
  /** Set on sign-out; shows 'You have been logged out.' once after the next load. */
  signedOut: 'signed_out',
  referralCode: 'referral_code',
  /** Asset symbols whose wallet card flashes after a finished deposit. */
  flashingAsset: 'flashing_asset',
  /** The first query string the visitor arrived with. */
  utmSource: 'utm_source',
  /** Where to continue after sign-in. */
  redirectPath: 'redirect_path',
  /** When the app last reloaded itself for a new version (session storage): at most once, never a loop. */
  newVersionReload: 'new_version_reload',
  /** Prefix of the form drafts in session storage: `draft:{userId}:{formId}` (issue 14). */
  draft: 'draft:',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
