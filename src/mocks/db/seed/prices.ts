import type { Price } from '@/services/api';
import { ASSETS } from '../catalog';
import { iso } from '../format';
import type { Random } from '../prng';

export function buildPrices(random: Random, now: number): Price[] {
  return ASSETS.map((spec) => ({
    symbol: spec.symbol,
    price: spec.price,
    change24h: spec.price === null ? null : (((random.next() - 0.45) * 16).toFixed(2) as string),
    updatedAt: iso(now - random.int(5, 55) * 1000),
  }));
}
