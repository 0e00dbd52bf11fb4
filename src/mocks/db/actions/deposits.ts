import type { Transaction } from '@/services/api';
import { assetSpec, assetSpecBySymbol, networkSpec } from '../catalog';
import { iso } from '../format';
import { depositFinishedData } from '../notification-texts';
import { addressFor, explorerTxUrl, nextId, senderOf } from '../seed';
import { getDb, updateDb } from '../store';
import { amountText, languageOf, serverText } from '../texts';
import { ensureAccount } from './accounts';
import { credit } from './balances';
import { createNotification } from './notifications';
import { runtimeRandom } from './runtime-random';
import { log } from './transaction-log';

export interface SimulatedDepositOptions {
  /** Defaults to the asset's home network. */
  networkId?: string;
}

/**
 * A deposit arrives: the account is credited (opened if needed), a completed deposit transaction with its
 * logs is stored and a TX_DEPOSIT_FINISHED notification is created and announced, all written in the user's
 * language.
 * `asset` is a symbol (BTC) or an asset id (btc); `amount` a decimal string.
 */
export function simulateDeposit(
  userId: string,
  asset: string,
  amount: string,
  options: SimulatedDepositOptions = {},
): Transaction {
  const spec = assetSpecBySymbol(asset) ?? assetSpec(asset);
  if (!spec) throw new Error(`Demo backend: unknown asset ${asset}`);
  const networkId = options.networkId ?? (spec.networks[0] as string);
  const network = networkSpec(networkId);
  if (!network || !spec.networks.includes(networkId))
    throw new Error(`Demo backend: ${spec.symbol} does not move on ${networkId}`);
  const language = languageOf(getDb(), userId);
  const values = { amount: amountText(amount, language), asset: spec.symbol };
  const tx = updateDb((db) => {
    const random = runtimeRandom(db);
    const account = ensureAccount(db, userId, spec);
    let address = db.addresses.find((item) => item.userId === userId && item.assetId === spec.id && item.networkId === networkId);
    if (!address) {
      address = addressFor(db, random, userId, spec, networkId, iso(Date.now()));
      db.addresses.push(address);
    }
    credit(account, amount, spec.decimals);
    const txHash = network.txHash(random);
    const now = iso(Date.now());
    const id = nextId(db, 'tx');
    const transaction: Transaction = {
      id,
      userId,
      accountId: account.id,
      type: 'deposit',
      status: 'completed',
      assetId: spec.id,
      asset: spec.symbol,
      amount,
      fee: '0',
      feeAsset: spec.symbol,
      networkId,
      address: address.address,
      fromAddress: senderOf(network, id),
      memo: address.memo,
      txHash,
      explorerUrl: explorerTxUrl(network, txHash),
      confirmations: network.requiredConfirmations,
      requiredConfirmations: network.requiredConfirmations,
      counterAsset: null,
      counterAmount: null,
      rate: null,
      failureReason: null,
      createdAt: now,
      updatedAt: now,
      completedAt: now,
    };
    db.transactions.unshift(transaction);
    log(db, transaction, {
      status: 'pending',
      event: 'created',
      message: serverText(language, 'demo.backend.log.deposit.seen', { ...values, network: network.name }),
      confirmations: 0,
    });
    log(db, transaction, {
      status: 'completed',
      event: 'credited',
      message: serverText(language, 'demo.backend.log.deposit.credited', values),
      confirmations: network.requiredConfirmations,
    });
    return transaction;
  });
  createNotification(userId, { type: 'TX_DEPOSIT_FINISHED', data: depositFinishedData(language, tx) });
  return tx;
}
