export { AssetPicker, type AssetPickerOption, type AssetPickerProps } from './AssetPicker';
export { NetworkPicker, type NetworkFact, type NetworkPickerOption, type NetworkPickerProps } from './NetworkPicker';
export { foldForSearch, matchesSearch } from './search-fold';
