import { DAILY_LIMIT_USD, type AssetSpec } from '../catalog';
import { unitsFor } from './units';

/** The daily withdrawal limit of an asset, in the asset. */
export function dailyLimitOf(spec: AssetSpec): string {
  return unitsFor(spec, DAILY_LIMIT_USD, 100_000);
}
