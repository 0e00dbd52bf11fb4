import { sameTxHash } from '@/services/addresses/tx-hash';
import type { Transaction } from '@/services/api';

/** The customer's own deposit with this hash, if the history has it (then it arrived: no request is needed). */
export function depositWithHash<Entry extends Pick<Transaction, 'type' | 'txHash'>>(
  deposits: readonly Entry[],
  txHash: string,
): Entry | undefined {
  return deposits.find((transaction) => transaction.type === 'deposit' && sameTxHash(transaction.txHash ?? '', txHash));
}

/**
 * A deposit sent less than the network's expected arrival ago may simply still be confirming.
 * `sentAt` and `now` in milliseconds.
 */
export function mayStillArrive(sentAt: number, now: number, arrivalSeconds: number): boolean {
  return now - sentAt < arrivalSeconds * 1000;
}
