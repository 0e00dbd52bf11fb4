// The auth feature's public surface: the signed-out screens and the two that finish a sign-in.
export { HomeScreen } from './screens/HomeScreen';
export { SignInScreen } from './screens/SignInScreen';

/**
 * The sign-up screen loads on its own: its phone field brings libphonenumber and the flags (~100 kB gzip),
 * which the other signed-out screens do not need.
 */
export const loadSignUpScreen = async () => (await import('./screens/SignUpScreen')).SignUpScreen;

/** Forgot-password and registered load on their own: their forms bring zod, which sign-in does without. */
export const loadForgotPasswordScreen = async () => (await import('./screens/ForgotPasswordScreen')).ForgotPasswordScreen;
export const loadRegisteredScreen = async () => (await import('./screens/RegisteredScreen')).RegisteredScreen;

/** Slanding only finishes a hosted sign-in: kept off the sign-in screen's download. */
export const loadSlandingScreen = async () => (await import('./screens/SlandingScreen')).SlandingScreen;
