// The wallet area's public surface: the app imports the screen; the rules are here for their tests.
export { WalletScreen } from './screens/WalletScreen';
export {
  computeTotalBalance,
  indexPrices,
  usdValueOf,
  type BalanceLine,
  type PriceLine,
  type TotalBalance,
} from './model/total-balance';
export { decidePage, lastPageFor, type PageDecision } from './model/page-param';
export { FLASH_DURATION_MS, useFlashingAssets } from './hooks/use-flashing-assets';
export { ASSETS_PER_PAGE } from './queries';
