import type { AssetAccount } from '@/services/api';
import type { AssetSpec } from '../catalog';
import { iso } from '../format';
import { accountFor } from '../seed';
import type { DemoDatabase } from '../types';

export function findAccount(db: DemoDatabase, userId: string, assetId: string): AssetAccount | undefined {
  return db.accounts.find((account) => account.userId === userId && account.assetId === assetId);
}

/** The user's account of an asset, opened (empty) when missing. */
export function ensureAccount(db: DemoDatabase, userId: string, spec: AssetSpec): AssetAccount {
  const existing = findAccount(db, userId, spec.id);
  if (existing) return existing;
  const account = accountFor(db, userId, spec, '0', iso(Date.now()));
  db.accounts.push(account);
  return account;
}
