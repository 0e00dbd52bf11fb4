// The auth feature's public surface: the signed-out screens and the two that finish a sign-in.
export { HomeScreen } from './screens/HomeScreen';
export { SignInScreen, type SignInScreenProps } from './screens/SignInScreen';
export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './screens/ForgotPasswordScreen';
export { SlandingScreen, type SlandingScreenProps } from './screens/SlandingScreen';
export { RegisteredScreen } from './screens/RegisteredScreen';
export type { SignUpScreenProps } from './screens/SignUpScreen';

/**
 * The sign-up screen loads on its own: its phone field brings libphonenumber and the flags (~100 kB gzip),
 * which the other signed-out screens do not need.
 */
export const loadSignUpScreen = async () => (await import('./screens/SignUpScreen')).SignUpScreen;
