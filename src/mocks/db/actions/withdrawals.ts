import type { Transaction, WithdrawalDraft } from '@/services/api';
import { assetSpec, networkSpec, type NetworkSpec } from '../catalog';
import { add, subtract } from '@/shared/money';
import { iso } from '../format';
import { nextId } from '../seed';
import { amountText, languageOf, serverText } from '../texts';
import type { DemoDatabase } from '../types';
import { findAccount } from './accounts';
import { demoTimings } from './timings';
import { log } from './transaction-log';

/** Fee, total debit and the network of a withdrawal draft, or the reason it cannot go out. */
export function priceWithdrawal(db: DemoDatabase, draft: Pick<WithdrawalDraft, 'assetId' | 'networkId' | 'amount'>) {
  const spec = assetSpec(draft.assetId);
  const network = db.networks.find((item) => item.id === draft.networkId);
  const rules = network?.assets.find((item) => item.assetId === draft.assetId);
  if (!spec || !network || !rules) return undefined;
  const totalDebit = add(draft.amount, rules.withdrawFee, spec.decimals);
  return { spec, network, rules, fee: rules.withdrawFee, totalDebit };
}

/** Submits a verified withdrawal: the amount and fee are locked and a pending transaction completes later. */
export function startWithdrawal(db: DemoDatabase, userId: string, draft: WithdrawalDraft): Transaction {
  const priced = priceWithdrawal(db, draft);
  const account = findAccount(db, userId, draft.assetId);
  if (!priced || !account) throw new Error('Demo backend: the withdrawal was not checked before submitting');
  const { spec, fee, totalDebit } = priced;
  const network = networkSpec(draft.networkId) as NetworkSpec;
  account.availableBalance = subtract(account.availableBalance, totalDebit, spec.decimals);
  account.lockedBalance = add(account.lockedBalance, totalDebit, spec.decimals);
  account.updatedAt = iso(Date.now());
  const now = iso(Date.now());
  const transaction: Transaction = {
    id: nextId(db, 'tx'),
    userId,
    accountId: account.id,
    type: 'withdrawal',
    status: 'pending',
    assetId: spec.id,
    asset: spec.symbol,
    amount: draft.amount,
    fee,
    feeAsset: spec.symbol,
    networkId: draft.networkId,
    address: draft.address,
    memo: draft.memo ?? null,
    txHash: null,
    explorerUrl: null,
    confirmations: 0,
    requiredConfirmations: network.requiredConfirmations,
    counterAsset: null,
    counterAmount: null,
    rate: null,
    failureReason: null,
    createdAt: now,
    updatedAt: now,
    completedAt: null,
  };
  db.transactions.unshift(transaction);
  const language = languageOf(db, userId);
  log(db, transaction, {
    status: 'pending',
    event: 'created',
    message: serverText(language, 'demo.backend.log.withdrawal.requested', {
      amount: amountText(draft.amount, language),
      asset: spec.symbol,
    }),
    confirmations: null,
  });
  log(db, transaction, {
    status: 'pending',
    event: 'verified',
    message: serverText(language, 'demo.backend.log.withdrawal.verified'),
    confirmations: null,
  });
  db.jobs.push({
    id: nextId(db, 'job'),
    at: Date.now() + demoTimings.withdrawalCompletesAfterMs,
    kind: 'complete-withdrawal',
    ref: transaction.id,
  });
  return transaction;
}
