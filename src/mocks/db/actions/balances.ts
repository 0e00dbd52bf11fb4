import type { AssetAccount } from '@/services/api';
import { add, subtract } from '@/shared/money';
import { iso } from '../format';

/** Adds to an account's total and available balance. */
export function credit(account: AssetAccount, amount: string, decimals: number): void {
  account.balance = add(account.balance, amount, decimals);
  account.availableBalance = add(account.availableBalance, amount, decimals);
  account.updatedAt = iso(Date.now());
}

/** Takes from an account's total and available balance. */
export function debit(account: AssetAccount, amount: string, decimals: number): void {
  account.balance = subtract(account.balance, amount, decimals);
  account.availableBalance = subtract(account.availableBalance, amount, decimals);
  account.updatedAt = iso(Date.now());
}
