// The auth feature's public surface: the signed-out screens and the two that finish a sign-in.
export { HomeScreen } from './screens/HomeScreen';
export { SignInScreen } from './screens/SignInScreen';
export { ForgotPasswordScreen } from './screens/ForgotPasswordScreen';
export { SlandingScreen } from './screens/SlandingScreen';
export { RegisteredScreen } from './screens/RegisteredScreen';

/**
 * The sign-up screen loads on its own: its phone field brings libphonenumber and the flags (~100 kB gzip),
 * which the other signed-out screens do not need.
 */
export const loadSignUpScreen = async () => (await import('./screens/SignUpScreen')).SignUpScreen;
