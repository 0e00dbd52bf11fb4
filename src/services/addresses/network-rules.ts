/** What the address rules need of a network and of an asset on it (a subset of the API's Network / NetworkAsset). */
export interface AddressNetwork {
  id: string;
  name: string;
  nativeAsset: string;
}

export interface AddressRules {
  addressRegex: string;
  memoRequired: boolean;
  memoRegex: string | null;
}

export interface NetworkWithRules {
  network: AddressNetwork;
  rules: AddressRules;
}
