import type { AssetAccount, Transaction } from '@/services/api';
import { assetSpec, type AssetSpec } from '../catalog';
import { iso } from '../format';
import { nextId } from '../seed';
import { amountText, languageOf, serverText } from '../texts';
import type { DemoDatabase } from '../types';
import { ensureAccount, findAccount } from './accounts';
import { credit, debit } from './balances';
import { log } from './transaction-log';

/** Moves balances for a conversion quote; returns the completed conversion transaction. */
export function convertWithQuote(db: DemoDatabase, userId: string, quoteId: string): Transaction {
  const quote = db.quotes.find((item) => item.id === quoteId && item.userId === userId);
  if (!quote) throw new Error('Demo backend: unknown quote');
  const from = assetSpec(quote.fromAssetId) as AssetSpec;
  const to = assetSpec(quote.toAssetId) as AssetSpec;
  const fromAccount = findAccount(db, userId, from.id) as AssetAccount;
  const toAccount = ensureAccount(db, userId, to);
  debit(fromAccount, quote.amount, from.decimals);
  credit(toAccount, quote.receiveAmount, to.decimals);
  db.quotes = db.quotes.filter((item) => item.id !== quote.id);
  const now = iso(Date.now());
  const transaction: Transaction = {
    id: nextId(db, 'tx'),
    userId,
    accountId: fromAccount.id,
    type: 'conversion',
    status: 'completed',
    assetId: from.id,
    asset: from.symbol,
    amount: quote.amount,
    fee: quote.fee,
    feeAsset: to.symbol,
    networkId: null,
    address: null,
    memo: null,
    txHash: null,
    explorerUrl: null,
    confirmations: 0,
    requiredConfirmations: 0,
    counterAsset: to.symbol,
    counterAmount: quote.receiveAmount,
    rate: quote.rate,
    failureReason: null,
    createdAt: now,
    updatedAt: now,
    completedAt: now,
  };
  db.transactions.unshift(transaction);
  const language = languageOf(db, userId);
  const given = { amount: amountText(quote.amount, language), asset: from.symbol };
  log(db, transaction, {
    status: 'pending',
    event: 'created',
    message: serverText(language, 'demo.backend.log.conversion.requested', { ...given, counterAsset: to.symbol }),
    confirmations: null,
  });
  log(db, transaction, {
    status: 'processing',
    event: 'debited',
    message: serverText(language, 'demo.backend.log.conversion.debited', given),
    confirmations: null,
  });
  log(db, transaction, {
    status: 'completed',
    event: 'credited',
    message: serverText(language, 'demo.backend.log.conversion.credited', {
      amount: amountText(quote.receiveAmount, language),
      asset: to.symbol,
    }),
    confirmations: null,
  });
  return transaction;
}
