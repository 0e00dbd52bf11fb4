// The transactions area's public surface: the screens the app routes to. Tests import the rest by relative path.
export { AssetDetailScreen } from './screens/AssetDetailScreen';
export { TransactionHistoryScreen } from './screens/TransactionHistoryScreen';
