// The wallet area's public surface: the screen the app routes to, and what its route starts before it renders. Tests import the rules by relative path.
export { WalletScreen } from './screens/WalletScreen';
export { prefetchWalletHome } from './queries';
