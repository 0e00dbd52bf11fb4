// The support area's public surface: the screens the app routes to. Tests import the rest by relative path.
export { HelpScreen } from './screens/HelpScreen';
export { SupportScreen } from './screens/SupportScreen';
