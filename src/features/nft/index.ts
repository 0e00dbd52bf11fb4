// The NFT area's public surface: the screens the app routes to. Tests and stories import the rest by relative path.
export { CreateNftScreen } from './screens/CreateNftScreen';
export { NftListScreen } from './screens/NftListScreen';
export { TransferNftScreen } from './screens/TransferNftScreen';
