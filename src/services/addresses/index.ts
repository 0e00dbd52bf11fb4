// Recipient address rules for Send (and later the NFT transfer): format with a length cap, checksum per
// coin, wrong network, look-alike, first-time and own-address checks. Import only from lazily loaded screens.
export {
  checkAddressChecksum,
  checksumCoveredAssets,
  checksumsReady,
  loadChecksums,
  onChecksumsReady,
  type ChecksumResult,
} from './checksum';
export { addressKey, sameAddress } from './compare';
export { differingRange, findLookAlike, LOOK_ALIKE_EDGE, type AddressPart, type LookAlike } from './look-alike';
export { checkMemo, type MemoCheck } from './memo';
export type { AddressNetwork, AddressRules, NetworkWithRules } from './network-rules';
export { isFirstTimeRecipient, isOwnAddress, pastRecipients, type PastTransaction } from './recipients';
export { compileSafePattern, MAX_ADDRESS_LENGTH, MAX_MEMO_LENGTH, type SafePattern } from './safe-regex';
export { checkAddress, cleanAddress, isAddressValid, type AddressCheck } from './validate-address';
export { networksAcceptingAddress } from './wrong-network';
export { useChecksums } from './use-checksums';
