import type { Asset, Price } from '@/services/api';
import { demoUsers } from '../../fixtures/demo-users';
import { assetIcon } from '../art';
import type { AssetSpec } from '../catalog';
import { DAY, iso } from '../format';
import { createRandom } from '../prng';
import type { DemoDatabase } from '../types';
import { accountFor } from './accounts';
import { unitsFor } from './units';

/** `?demo-accounts=1000` at the demo app's start: the demo customer holds that many asset accounts (benchmarks). */
export const BIG_WALLET_PARAMETER = 'demo-accounts';
/** The most a URL may ask for (a browser's storage holds the whole database). */
export const BIG_WALLET_MAX = 2000;
const BIG_WALLET_SEED = 20261124;
const COLORS = ['#6a35ee', '#0f9d58', '#f4b400', '#db4437', '#4285f4', '#00897b'];

/** The n-th listed token of the big wallet: a symbol no real asset uses (A0001…), a price, an icon. */
function benchSpec(n: number, price: string): AssetSpec {
  const code = String(n).padStart(4, '0');
  return {
    id: `bench-${code}`,
    symbol: `A${code}`,
    name: `Listed Token ${code}`,
    kind: 'token',
    decimals: 8,
    price,
    color: COLORS[n % COLORS.length] ?? '#6a35ee',
    networks: [],
    typicalUsd: 250,
  };
}

/**
 * Grows the demo customer's asset accounts to `count` (no change if it already holds that many) with listed
 * tokens of the benchmark only, each with an asset, a price and an account; from its own random sequence, so
 * the regular seed is untouched. Returns how many accounts were added.
 */
export function growWallet(db: DemoDatabase, count: number, now: number): number {
  const user = demoUsers.customer;
  const existing = db.accounts.filter((account) => account.userId === user.userId).length;
  const missing = Math.min(count, BIG_WALLET_MAX) - existing;
  if (missing <= 0) return 0;
  const random = createRandom(BIG_WALLET_SEED + existing);
  const first = db.assets.filter((asset) => asset.id.startsWith('bench-')).length + 1;
  for (let n = first; n < first + missing; n++) {
    const price = (0.01 + random.next() * 50).toFixed(4);
    const spec = benchSpec(n, price);
    const asset: Asset = {
      id: spec.id,
      symbol: spec.symbol,
      name: spec.name,
      imageUrl: assetIcon(spec.symbol.slice(0, 3), spec.color),
      decimals: spec.decimals,
      kind: spec.kind,
      depositEnabled: true,
      withdrawEnabled: true,
      networkIds: [],
    };
    const quote: Price = { symbol: spec.symbol, price, change24h: '0.00', updatedAt: iso(now) };
    db.assets.push(asset);
    db.prices.push(quote);
    const balance = unitsFor(spec, spec.typicalUsd * (0.2 + random.next() * 2), 0);
    db.accounts.push(accountFor(db, user.userId, spec, balance, iso(now - random.int(1, 200) * DAY)));
  }
  return missing;
}

/** The count a URL asks for with ?demo-accounts=, if any. */
export function bigWalletFromUrl(href: string): number | undefined {
  const raw = new URL(href).searchParams.get(BIG_WALLET_PARAMETER);
  const count = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : undefined;
  return count && count > 0 ? Math.min(count, BIG_WALLET_MAX) : undefined;
}
