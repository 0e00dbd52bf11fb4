import type { Asset, AssetAccount } from '@/services/api';
import type { DecimalString } from '@/shared/money';

/** An asset the platform supports, with the customer's balance when they hold an account of it. */
export interface ReceiveAsset {
  id: string;
  symbol: string;
  name: string;
  decimals: number;
  depositEnabled: boolean;
  /** null: no account yet (choosing it creates one). */
  balance: DecimalString | null;
}

/** Every supported asset, held ones first (by symbol), then the rest (by symbol). */
export function receiveAssetsOf(assets: readonly Asset[], accounts: readonly AssetAccount[]): ReceiveAsset[] {
  const balances = new Map(accounts.map((account) => [account.assetId, account.balance]));
  return assets
    .map((asset) => ({
      id: asset.id,
      symbol: asset.symbol,
      name: asset.name,
      decimals: asset.decimals,
      depositEnabled: asset.depositEnabled,
      balance: balances.get(asset.id) ?? null,
    }))
    .sort((a, b) => Number(a.balance === null) - Number(b.balance === null) || a.symbol.localeCompare(b.symbol));
}

/** The asset named in the URL (a symbol, any case). */
export function findReceiveAsset(assets: readonly ReceiveAsset[], symbol: string | null): ReceiveAsset | undefined {
  if (!symbol) return undefined;
  const wanted = symbol.toUpperCase();
  return assets.find((asset) => asset.symbol === wanted);
}
