import { beforeAll, describe, expect, it } from 'vitest';
import { checkAddress, loadChecksums, type AddressCheck } from '@/services/addresses';
import { ASSETS, NETWORKS, networkSpec, type AssetSpec } from '../catalog';
import { createRandom } from '../prng';
import { addressFor } from './addresses';
import { seedDatabase } from './index';

beforeAll(() => loadChecksums());

const NOW = Date.UTC(2026, 0, 15, 12);
/** Networks the app checks by addressRegex only (ADR 0015). */
const NOT_COVERED = new Set(['ton', 'aptos']);

function check(networkId: string, address: string): AddressCheck {
  const spec = networkSpec(networkId);
  if (!spec) throw new Error(`no network ${networkId}`);
  const network = { id: spec.id, name: spec.name, nativeAsset: spec.nativeAsset };
  return checkAddress(address, network, { addressRegex: spec.addressRegex, memoRequired: false, memoRegex: null });
}

const expected = (networkId: string): AddressCheck => ({
  kind: 'valid',
  checksum: NOT_COVERED.has(networkId) ? 'not-covered' : 'valid',
});

describe('the demo customer’s deposit addresses', () => {
  it('pass the send screen’s format and checksum checks, every one in the seed', () => {
    const db = seedDatabase(NOW);
    expect(db.addresses.length).toBeGreaterThan(30);
    for (const item of db.addresses) {
      expect({ address: item.address, result: check(item.networkId, item.address) }).toEqual({
        address: item.address,
        result: expected(item.networkId),
      });
    }
  });

  it('pass them on every network, also for an address generated on request', () => {
    const db = seedDatabase(NOW);
    const asset = ASSETS[0] as AssetSpec;
    for (const network of NETWORKS) {
      for (let seed = 1; seed <= 20; seed += 1) {
        const { address } = addressFor(db, createRandom(seed), 'someone', asset, network.id, '2026-01-01T00:00:00Z');
        expect({ network: network.id, address, result: check(network.id, address) }).toEqual({
          network: network.id,
          address,
          result: expected(network.id),
        });
      }
    }
  });

  it('are EIP-55 checksummed on EVM networks (mixed case, not all lowercase)', () => {
    const db = seedDatabase(NOW);
    const evm = db.addresses.filter((item) => item.address.startsWith('0x') && item.address.length === 42);
    expect(evm.length).toBeGreaterThan(0);
    for (const item of evm) expect(item.address).not.toBe(item.address.toLowerCase());
  });
});
