// The send area's public surface: the screen the app routes to. Tests import the rest by relative path.
export { SendScreen } from './screens/SendScreen';
