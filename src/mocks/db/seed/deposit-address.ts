import { ada, algo, atom, bch, btc, doge, dot, eth, fil, ltc, sol, trx, xlm, xrp, xtz } from '@ensdomains/address-encoder/coins';
import type { NetworkSpec } from '../catalog';
import { createRandom, type Random } from '../prng';

/** FNV-1a: a stable 32-bit seed from the characters the generator drew. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function bytesFrom(text: string, length: number): Uint8Array {
  const random = createRandom(seedOf(text));
  return Uint8Array.from({ length }, () => random.int(0, 255));
}

const hexBytes = (hex: string): Uint8Array => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const p2pkh = (hash: Uint8Array) => Uint8Array.from([0x76, 0xa9, 0x14, ...hash, 0x88, 0xac]);
const p2wpkh = (hash: Uint8Array) => Uint8Array.from([0x00, 0x14, ...hash]);

/** How each network turns 20 or 32 payload bytes into an address with its real checksum. */
const ENCODERS: Readonly<Record<string, (drawn: string) => string>> = {
  bitcoin: (drawn) => btc.encode(p2wpkh(bytesFrom(drawn, 20))),
  litecoin: (drawn) => ltc.encode(p2wpkh(bytesFrom(drawn, 20))),
  dogecoin: (drawn) => doge.encode(p2pkh(bytesFrom(drawn, 20))),
  'bitcoin-cash': (drawn) => bch.encode(p2pkh(bytesFrom(drawn, 20))),
  tron: (drawn) => trx.encode(Uint8Array.from([0x41, ...bytesFrom(drawn, 20)])),
  solana: (drawn) => sol.encode(bytesFrom(drawn, 32)),
  ripple: (drawn) => xrp.encode(Uint8Array.from([0x00, ...bytesFrom(drawn, 20)])),
  stellar: (drawn) => xlm.encode(bytesFrom(drawn, 32)),
  // An enterprise address (header 0x61): payment key hash only.
  cardano: (drawn) => ada.encode(Uint8Array.from([0x61, ...bytesFrom(drawn, 28)])),
  polkadot: (drawn) => dot.encode(bytesFrom(drawn, 32)),
  cosmos: (drawn) => atom.encode(bytesFrom(drawn, 20)),
  filecoin: (drawn) => fil.encode(Uint8Array.from([0x01, ...bytesFrom(drawn, 20)])),
  algorand: (drawn) => algo.encode(bytesFrom(drawn, 32)),
  tezos: (drawn) => xtz.encode(Uint8Array.from([0x00, 0x00, ...bytesFrom(drawn, 20)])),
};

/**
 * A deposit address of the customer that passes the network's real checksum (the send screen refuses the
 * customer's own address only when it is a valid one). The generator's characters are drawn first, exactly as
 * before, so everything seeded after an address stays the same; the address is then derived from them.
 * EVM addresses keep their digits and get EIP-55 casing; NEAR's implicit hex accounts are valid as drawn; TON
 * and Aptos have no checksum check (ADR 0015) and keep the drawn form.
 */
export function depositAddress(network: NetworkSpec, random: Random): string {
  const drawn = network.address(random);
  if (/^0x[0-9a-f]{40}$/.test(drawn)) return eth.encode(hexBytes(drawn.slice(2)));
  const encode = ENCODERS[network.id];
  return encode ? encode(drawn) : drawn;
}
