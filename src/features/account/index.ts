// The account area's public surface: the screens the app routes to. Tests import the rest by relative path.
export { ChangePasswordScreen } from './screens/ChangePasswordScreen';
// Issue 19 part B: the goodbye page after an account is deleted.
export { GoodbyeScreen } from './delete-account/GoodbyeScreen';
/** Profile settings in its own chunk (form, phone input): change password does not carry its code. */
export const loadProfileSettingsScreen = async () => (await import('./screens/ProfileSettingsScreen')).ProfileSettingsScreen;
