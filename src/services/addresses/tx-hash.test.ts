import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NETWORKS } from '@/mocks/db/catalog';
import { createRandom } from '@/mocks/db/prng';
import { isValidTxHash, normalizeTxHash, sameTxHash, txHashFormatOf } from './tx-hash';

const HEX64 = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);

describe('transaction hash rules', () => {
  it.each([
    ['ethereum', `0x${HEX64}`, true],
    ['ethereum', HEX64, true],
    ['bsc', `0x${HEX64.slice(1)}`, false],
    ['ethereum', `0x${HEX64}0`, false],
    ['ethereum', `0x${HEX64.slice(1)}g`, false],
    ['tron', HEX64, true],
    ['tron', `0x${HEX64}`, false],
    ['bitcoin', HEX64.toUpperCase(), true],
    ['bitcoin', HEX64.slice(2), false],
    ['solana', '5'.repeat(88), true],
    ['solana', `0${'5'.repeat(87)}`, false],
    ['solana', HEX64, false],
    ['near', 'A'.repeat(44), true],
    ['algorand', 'A2'.repeat(26), true],
    ['algorand', 'a2'.repeat(26), false],
    ['tezos', `o${'z'.repeat(50)}`, true],
    ['filecoin', `bafy2bzace${'a'.repeat(50)}`, true],
    ['unknown-chain', 'abc_DEF-123', true],
    ['unknown-chain', 'short', false],
    ['unknown-chain', 'has space inside', false],
  ])('%s: %s is %s', (network, hash, valid) => {
    expect(isValidTxHash(network, hash)).toBe(valid);
  });

  it('ignores the spaces a paste brings along', () => {
    expect(normalizeTxHash(`  ${HEX64}\n`)).toBe(HEX64);
    expect(isValidTxHash('bitcoin', `  ${HEX64}\n`)).toBe(true);
  });

  it('knows a format for every network of the demo backend, and accepts the hashes it makes', () => {
    for (const network of NETWORKS) {
      expect(txHashFormatOf(network.id), network.id).not.toBe('generic');
      const random = createRandom(network.id.length * 97);
      for (let i = 0; i < 20; i += 1) expect(isValidTxHash(network.id, network.txHash(random)), network.id).toBe(true);
    }
  });

  it('rejects a hash cut short by one character on every network whose hashes have one length', () => {
    // base58 signatures and CIDs vary in length: one character less may still be well formed.
    const variable = new Set(['solana', 'near', 'filecoin']);
    for (const network of NETWORKS.filter((item) => !variable.has(txHashFormatOf(item.id)))) {
      const hash = network.txHash(createRandom(7));
      expect(isValidTxHash(network.id, hash.slice(0, -1)), network.id).toBe(false);
    }
  });

  it('compares hashes whatever their case or 0x prefix', () => {
    expect(sameTxHash(`0x${HEX64}`, HEX64.toUpperCase())).toBe(true);
    expect(sameTxHash('5'.repeat(88), '5'.repeat(87))).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), (hash) => {
        expect(sameTxHash(hash, ` 0x${hash.toUpperCase()} `)).toBe(true);
      }),
    );
  });
});
