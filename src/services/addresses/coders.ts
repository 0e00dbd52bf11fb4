// Loaded on demand (checksum.ts): the coin coders are the heaviest part of the address rules.
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

export interface Coder {
  decode: (address: string) => Uint8Array;
}

/**
 * The checksum rule of each network, by the network's native asset (every EVM chain shares Ethereum's
 * EIP-55). Networks missing here (TON, Aptos) are checked by their addressRegex only; ADR 0015 lists them.
 */
export const CODERS: Readonly<Record<string, Coder>> = {
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
