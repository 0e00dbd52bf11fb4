// One import per coin from the library's per-coin module, so only these coders (and the hashes they need)
// are bundled, and only with the screens that import this service.
import {
  ada,
  algo,
  atom,
  bch,
  btc,
  doge,
  dot,
  eth,
  fil,
  ltc,
  near,
  sol,
  trx,
  xlm,
  xrp,
  xtz,
} from '@ensdomains/address-encoder/coins';

interface Coder {
  decode: (address: string) => Uint8Array;
}

/**
 * The checksum rule of each network, by the network's native asset (every EVM chain shares Ethereum's
 * EIP-55). Networks missing here (TON, Aptos) are checked by their addressRegex only; ADR 0015 lists them.
 */
const CODERS: Readonly<Record<string, Coder>> = {
  BTC: btc,
  ETH: eth,
  BNB: eth,
  POL: eth,
  AVAX: eth,
  ETC: eth,
  TRX: trx,
  SOL: sol,
  XRP: xrp,
  XLM: xlm,
  ADA: ada,
  DOGE: doge,
  LTC: ltc,
  BCH: bch,
  DOT: dot,
  ATOM: atom,
  FIL: fil,
  ALGO: algo,
  XTZ: xtz,
  NEAR: near,
};

export type ChecksumResult = 'valid' | 'invalid' | 'not-covered';

/** Whether the address decodes with its network's checksum (EIP-55, base58check, bech32/bech32m, SS58…). */
export function checkAddressChecksum(nativeAsset: string, address: string): ChecksumResult {
  const coder = CODERS[nativeAsset.toUpperCase()];
  if (!coder) return 'not-covered';
  try {
    coder.decode(address);
    return 'valid';
  } catch {
    return 'invalid';
  }
}

/** The native assets whose networks get a real checksum check (for the ADR and the tests). */
export const CHECKSUM_COVERED_ASSETS: readonly string[] = Object.keys(CODERS);
