// The account area's public surface: the screens the app routes to. Tests import the rest by relative path.
export { ChangePasswordScreen } from './screens/ChangePasswordScreen';
export { ProfileSettingsScreen } from './screens/ProfileSettingsScreen';
