// The auth feature's public surface: the signed-out screens and the two that finish a sign-in.
export { HomeScreen } from './screens/HomeScreen';
export { SignInScreen } from './screens/SignInScreen';
export { SlandingScreen } from './screens/SlandingScreen';

/**
 * The sign-up screen loads on its own: its phone field brings libphonenumber and the flags (~100 kB gzip),
 * which the other signed-out screens do not need.
 */
export const loadSignUpScreen = async () => (await import('./screens/SignUpScreen')).SignUpScreen;

/** Forgot-password and registered load on their own: their forms bring zod, which sign-in does without. */
export const loadForgotPasswordScreen = async () => (await import('./screens/ForgotPasswordScreen')).ForgotPasswordScreen;
export const loadRegisteredScreen = async () => (await import('./screens/RegisteredScreen')).RegisteredScreen;
