import type { AssetSpec } from '../catalog';
import { roundToString } from '../format';

const priceOf = (spec: AssetSpec): number | null => (spec.price === null ? null : Number(spec.price));

/** `usd` dollars of an asset (or `fallbackUnits` when it has no price), as a decimal string. */
export function unitsFor(spec: AssetSpec, usd: number, fallbackUnits: number): string {
  const price = priceOf(spec);
  return roundToString(price ? usd / price : fallbackUnits, spec.decimals);
}
