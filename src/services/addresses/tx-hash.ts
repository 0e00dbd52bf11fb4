/**
 * What a transaction hash looks like on each network, so a mistyped or truncated hash is caught before the
 * customer files an unreceived-deposit request (the contract only bounds it to 10–128 characters).
 *
 * The rules (ADR 0016):
 * - EVM chains (Ethereum, BNB Smart Chain, Polygon, Arbitrum, OP, Base, Avalanche C, Ethereum Classic),
 *   Polkadot and Aptos: 64 hex digits after `0x` (the `0x` may be left out, as explorers often do);
 * - TRON: 64 hex digits, no `0x`;
 * - Bitcoin-like and other 32-byte hex ids (Bitcoin, Litecoin, Dogecoin, Bitcoin Cash, Cardano, Stellar,
 *   TON, XRP Ledger, Cosmos): 64 hex digits, either case;
 * - Solana: a base58 signature of 64 bytes (86–88 characters); NEAR: base58 of 32 bytes (43–44);
 * - Algorand: 52 base32 characters (upper case); Tezos: `o` and 50 base58 characters;
 *   Filecoin: a CID (`bafy…`, lower-case base32, 50–70 characters);
 * - any other network: 10–128 letters, digits, `-` or `_` (the contract's bounds).
 * Spaces around a pasted hash are ignored.
 */
export type TxHashFormat = 'evm' | 'hex64' | 'solana' | 'near' | 'algorand' | 'tezos' | 'filecoin' | 'generic';

const FORMAT_PATTERNS: Record<TxHashFormat, RegExp> = {
  evm: /^(0x)?[0-9a-fA-F]{64}$/,
  hex64: /^[0-9a-fA-F]{64}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{86,88}$/,
  near: /^[1-9A-HJ-NP-Za-km-z]{43,44}$/,
  algorand: /^[A-Z2-7]{52}$/,
  tezos: /^o[1-9A-HJ-NP-Za-km-z]{50}$/,
  filecoin: /^bafy[a-z2-7]{46,66}$/,
  generic: /^[0-9A-Za-z_-]{10,128}$/,
};

const NETWORK_FORMATS: Readonly<Record<string, TxHashFormat>> = {
  ethereum: 'evm',
  bsc: 'evm',
  polygon: 'evm',
  arbitrum: 'evm',
  optimism: 'evm',
  base: 'evm',
  'avalanche-c': 'evm',
  'ethereum-classic': 'evm',
  polkadot: 'evm',
  aptos: 'evm',
  tron: 'hex64',
  bitcoin: 'hex64',
  litecoin: 'hex64',
  dogecoin: 'hex64',
  'bitcoin-cash': 'hex64',
  cardano: 'hex64',
  stellar: 'hex64',
  ton: 'hex64',
  ripple: 'hex64',
  cosmos: 'hex64',
  solana: 'solana',
  near: 'near',
  algorand: 'algorand',
  tezos: 'tezos',
  filecoin: 'filecoin',
};

/** The hash format of a network (by its id); unknown networks get the contract's generic bounds. */
export function txHashFormatOf(networkId: string): TxHashFormat {
  return NETWORK_FORMATS[networkId] ?? 'generic';
}

/** The hash as it will be sent: without the spaces a paste brings along. */
export function normalizeTxHash(input: string): string {
  return input.trim();
}

/** Whether `input` (trimmed) is a well-formed transaction hash on the network. */
export function isValidTxHash(networkId: string, input: string): boolean {
  return FORMAT_PATTERNS[txHashFormatOf(networkId)].test(normalizeTxHash(input));
}

/** The same hash written two ways (case, `0x`) compares equal, so a history entry is found however it was pasted. */
export function sameTxHash(a: string, b: string): boolean {
  const canonical = (hash: string) => {
    const trimmed = normalizeTxHash(hash);
    return /^(0x)?[0-9a-fA-F]+$/.test(trimmed) ? trimmed.replace(/^0x/, '').toLowerCase() : trimmed;
  };
  return canonical(a) === canonical(b);
}
