import type { AssetAccount, WalletAddress } from '@/services/api';
import { assetSpec, networkSpec, type AssetSpec, type NetworkSpec } from '../catalog';
import type { Random } from '../prng';
import type { DemoDatabase } from '../types';
import { depositAddress } from './deposit-address';
import { nextId } from './ids';

export function addressFor(
  db: DemoDatabase,
  random: Random,
  userId: string,
  spec: AssetSpec,
  networkId: string,
  createdAt: string,
): WalletAddress {
  const network = networkSpec(networkId) as NetworkSpec;
  return {
    id: nextId(db, 'addr'),
    userId,
    assetId: spec.id,
    asset: spec.symbol,
    networkId,
    address: depositAddress(network, random),
    memo: network.memo ? random.string('123456789', 9) : null,
    createdAt,
  };
}

/** An address on each account's home network; the map is keyed `assetId/networkId` (deposits land there). */
export function seedHomeAddresses(
  db: DemoDatabase,
  random: Random,
  userId: string,
  accounts: AssetAccount[],
): Map<string, string> {
  const addresses = new Map<string, string>();
  for (const account of accounts) {
    const spec = assetSpec(account.assetId) as AssetSpec;
    const home = spec.networks[0] as string;
    const address = addressFor(db, random, userId, spec, home, account.createdAt);
    db.addresses.push(address);
    addresses.set(`${spec.id}/${home}`, address.address);
  }
  return addresses;
}
