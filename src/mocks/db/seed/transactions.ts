import type { AssetAccount, Transaction, TransactionStatus, TransactionType } from '@/services/api';
import type { DemoUser } from '../../fixtures/demo-users';
import { ASSETS, assetSpec, networkFeeUsd, networkSpec, type AssetSpec, type NetworkSpec } from '../catalog';
import { CONTRACT_DECIMALS, multiply } from '@/shared/money';
import { DAY, HOUR, MINUTE, iso, roundToString } from '../format';
import { createRandom, type Random } from '../prng';
import { languageOf, serverText } from '../texts';
import type { DemoDatabase } from '../types';
import { nextId } from './ids';
import { explorerTxUrl } from './networks';
import { logsFor } from './transaction-logs';
import { unitsFor } from './units';

interface TxPlan {
  type: TransactionType;
  status: TransactionStatus;
  spec: AssetSpec;
  at: number;
}

/**
 * A deposit's sender, from its own sequence keyed by the entry's id: the shared sequence of the seed is left
 * as it was, so every other seeded value stays the same.
 */
export function senderOf(network: NetworkSpec, txId: string): string {
  const key = [...txId].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261);
  return network.address(createRandom(key));
}

function statusFor(random: Random, ageMs: number): TransactionStatus {
  if (ageMs < 2 * HOUR) return random.pick(['pending', 'processing', 'processing', 'completed'] as const);
  if (ageMs < DAY && random.chance(0.2)) return 'processing';
  if (random.chance(0.05)) return 'failed';
  if (random.chance(0.03)) return 'cancelled';
  return 'completed';
}

function buildTransaction(
  db: DemoDatabase,
  random: Random,
  user: DemoUser,
  account: AssetAccount,
  plan: TxPlan,
  ownAddress: string | undefined,
): Transaction {
  const { spec, type, status, at } = plan;
  const usd = random.pick([12, 25, 40, 75, 120, 200, 350, 600, 900, 1500, 2400]) * (0.6 + random.next() * 0.8);
  const amount = unitsFor(spec, usd, random.int(10, 4000));
  const createdAt = iso(at);
  const finished = status === 'completed' || status === 'failed' || status === 'cancelled';
  const base = {
    id: nextId(db, 'tx'),
    userId: user.userId,
    accountId: account.id,
    type,
    status,
    assetId: spec.id,
    asset: spec.symbol,
    amount,
    createdAt,
    updatedAt: iso(at + (finished ? 15 * MINUTE : 2 * MINUTE)),
    completedAt: status === 'completed' ? iso(at + 15 * MINUTE) : null,
    failureReason:
      status === 'failed'
        ? serverText(
            languageOf(db, user.userId),
            random.pick(['demo.backend.failure.fee', 'demo.backend.failure.compliance', 'demo.backend.failure.minimum'] as const),
          )
        : null,
  };
  if (type === 'conversion') {
    const target = random.pick(
      ASSETS.filter((other) => other.id !== spec.id && other.price !== null && ['usdt', 'btc', 'eth', 'usdc'].includes(other.id)),
    );
    const rate = spec.price && target.price ? roundToString(Number(spec.price) / Number(target.price), 18, 8) : '1';
    return {
      ...base,
      status: 'completed',
      completedAt: iso(at + 12_000),
      updatedAt: iso(at + 12_000),
      failureReason: null,
      fee: roundToString(Number(multiply(amount, rate, CONTRACT_DECIMALS)) * 0.001, target.decimals),
      feeAsset: target.symbol,
      networkId: null,
      address: null,
      fromAddress: null,
      memo: null,
      txHash: null,
      explorerUrl: null,
      confirmations: 0,
      requiredConfirmations: 0,
      counterAsset: target.symbol,
      counterAmount: roundToString(Number(multiply(amount, rate, CONTRACT_DECIMALS)) * 0.999, target.decimals, 8),
      rate,
    };
  }
  const networkId = random.chance(0.7) ? (spec.networks[0] as string) : random.pick(spec.networks);
  const network = networkSpec(networkId) as NetworkSpec;
  const broadcast =
    type === 'deposit' || (status !== 'pending' && status !== 'cancelled' && !(status === 'failed' && random.chance(0.5)));
  const txHash = broadcast ? network.txHash(random) : null;
  const confirmations =
    status === 'completed'
      ? network.requiredConfirmations + random.int(0, 40)
      : status === 'processing'
        ? random.int(0, Math.max(0, network.requiredConfirmations - 1))
        : 0;
  return {
    ...base,
    fee: type === 'withdrawal' ? unitsFor(spec, networkFeeUsd(networkId), 1) : '0',
    feeAsset: spec.symbol,
    networkId,
    address: type === 'deposit' ? (ownAddress ?? network.address(random)) : network.address(random),
    fromAddress: type === 'deposit' ? senderOf(network, base.id) : null,
    memo: network.memo ? random.string('123456789', 9) : null,
    txHash,
    explorerUrl: txHash ? explorerTxUrl(network, txHash) : null,
    confirmations,
    requiredConfirmations: network.requiredConfirmations,
    counterAsset: null,
    counterAmount: null,
    rate: null,
  };
}

/** A demo user's history: `count` transactions over the last 180 days, with their logs. */
export function seedTransactions(
  db: DemoDatabase,
  random: Random,
  user: DemoUser,
  accounts: AssetAccount[],
  addresses: Map<string, string>,
  count: number,
  now: number,
): Transaction[] {
  const weighted = accounts.flatMap((account, position) =>
    Array<AssetAccount>(position < 6 ? 6 : position < 12 ? 3 : 1).fill(account),
  );
  const transactions: Transaction[] = [];
  for (let index = 0; index < count && weighted.length > 0; index += 1) {
    const account = random.pick(weighted);
    const spec = assetSpec(account.assetId) as AssetSpec;
    // Spread over 180 days, denser recently.
    const ageMs = Math.floor(random.next() ** 1.6 * 180 * DAY) + random.int(1, 59) * MINUTE;
    const roll = random.next();
    const type: TransactionType = roll < 0.45 ? 'deposit' : roll < 0.75 || spec.price === null ? 'withdrawal' : 'conversion';
    const plan: TxPlan = { type, status: statusFor(random, ageMs), spec, at: now - ageMs };
    const tx = buildTransaction(db, random, user, account, plan, addresses.get(`${spec.id}/${spec.networks[0] as string}`));
    transactions.push(tx);
    db.transactionLogs.push(...logsFor(db, tx, tx.networkId ? networkSpec(tx.networkId) : undefined));
  }
  db.transactions.push(...transactions);
  return transactions;
}
