export { GroupedAddress, type GroupedAddressProps } from './GroupedAddress';
export { GROUP_SIZE, groupAddress, type AddressPart } from './group-address';
export { LookAlikeWarning, type LookAlikeWarningProps } from './LookAlikeWarning';
