// The support area's public surface: the screens the app routes to. Tests import the rest by relative path.
export { HelpScreen } from './screens/HelpScreen';

/** The support form in its own chunk: the help screen does not carry the form's code. */
export const loadSupportScreen = async () => (await import('./screens/SupportScreen')).SupportScreen;
