/**
 * The end of /profile-settings, kept apart for the account sections built beside this screen (issue 19
 * part B: identity verification, then the delete-account danger zone). The integrator composes them here.
 */
export function AccountSections() {
  return null;
}
