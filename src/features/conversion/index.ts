// The conversion area's public surface: the screen the app routes to. Tests and stories import the rest by relative path.
export { ConversionScreen } from './screens/ConversionScreen';
