// The auth feature's public surface: the signed-out screens and the two that finish a sign-in.
export { HomeScreen } from './screens/HomeScreen';
export { SignInScreen, type SignInScreenProps } from './screens/SignInScreen';
export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './screens/ForgotPasswordScreen';
export { SlandingScreen, type SlandingScreenProps } from './screens/SlandingScreen';
export { RegisteredScreen } from './screens/RegisteredScreen';
export { SignUpScreen, type SignUpScreenProps } from './screens/SignUpScreen';
