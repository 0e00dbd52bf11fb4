// The wallet area's public surface: the screen the app routes to. Tests import the rules by relative path.
export { WalletScreen } from './screens/WalletScreen';
