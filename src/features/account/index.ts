// The account area's public surface: the screens the app routes to. Tests import the rest by relative path.
export { ChangePasswordScreen } from './screens/ChangePasswordScreen';
/** Profile settings in its own chunk (form, phone input): change password does not carry its code. */
export const loadProfileSettingsScreen = async () => (await import('./screens/ProfileSettingsScreen')).ProfileSettingsScreen;
