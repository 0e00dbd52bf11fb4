import type { Asset, AssetAccount } from '@/services/api';
import { demoUsers, type DemoUser } from '../../fixtures/demo-users';
import { ASSETS, NOT_HELD_BY_CUSTOMER, assetSpec, type AssetSpec } from '../catalog';
import { DAY, iso } from '../format';
import type { Random } from '../prng';
import type { DemoDatabase } from '../types';
import { nextId } from './ids';
import { unitsFor } from './units';

/** How much of the catalogue each demo user holds. */
function holdingsOf(user: DemoUser): AssetSpec[] {
  if (user.userId === demoUsers.customer.userId) return ASSETS.filter((spec) => !NOT_HELD_BY_CUSTOMER.has(spec.id));
  if (user.nw === 1) return [];
  const few = user.groups.includes('admin')
    ? ['btc', 'eth', 'usdt', 'usdc', 'sol', 'xrp', 'ghub', 'tryb']
    : ['btc', 'eth', 'usdt', 'bnb', 'gem'];
  return few.map((id) => assetSpec(id) as AssetSpec);
}

export function accountFor(db: DemoDatabase, userId: string, spec: AssetSpec, balance: string, createdAt: string): AssetAccount {
  const assetRecord = db.assets.find((item) => item.id === spec.id) as Asset;
  return {
    id: nextId(db, 'acc'),
    userId,
    asset: spec.symbol,
    assetId: spec.id,
    balance,
    availableBalance: balance,
    lockedBalance: '0',
    assetObj: {
      id: spec.id,
      symbol: spec.symbol,
      name: spec.name,
      imageUrl: assetRecord.imageUrl,
      decimals: spec.decimals,
    },
    createdAt,
    updatedAt: createdAt,
  };
}

/** A demo user's asset accounts, with balances around each asset's typical holding. */
export function seedAccounts(db: DemoDatabase, random: Random, user: DemoUser, now: number): AssetAccount[] {
  const accounts = holdingsOf(user).map((spec, position) => {
    // A couple of empty accounts, as customers keep them after selling.
    const empty = position % 11 === 10;
    const usd = spec.typicalUsd * (0.3 + random.next() * 1.4);
    const balance = empty ? '0' : unitsFor(spec, usd, random.int(50, 25_000));
    return accountFor(db, user.userId, spec, balance, iso(now - (300 - position * 6) * DAY));
  });
  db.accounts.push(...accounts);
  return accounts;
}
