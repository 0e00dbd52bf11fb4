export { AssetCard, type AssetCardProps } from './AssetCard';
export { AssetsGrid, type AssetItem, type AssetsGridProps } from './AssetsGrid';
export { TotalBalance, type TotalBalanceProps } from './TotalBalance';
