import type { NetworkWithRules } from './network-rules';
import { isAddressValid } from './validate-address';

/**
 * The other networks of the same asset on which this address is valid, e.g. a TRON address typed while
 * Ethereum is chosen for USDT → [TRON]. Checksum included, so a look-alike format alone does not count.
 */
export function networksAcceptingAddress(
  address: string,
  currentNetworkId: string,
  candidates: readonly NetworkWithRules[],
): NetworkWithRules[] {
  if (address === '') return [];
  return candidates.filter(
    (candidate) => candidate.network.id !== currentNetworkId && isAddressValid(address, candidate.network, candidate.rules),
  );
}
