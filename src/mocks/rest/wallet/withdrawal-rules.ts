import type { Network, WithdrawalDraft } from '@/services/api';
import type { ErrorItem } from '@/services/http';
import type { Locale } from '@/services/i18n/locale';
import { findAccount, priceWithdrawal } from '../../db/actions';
import type { AssetSpec } from '../../db/catalog';
import { add, compare, multiply, subtract } from '@/shared/money';
import { roundToString } from '../../db/format';
import { dailyLimitOf } from '../../db/seed';
import { amountText, serverText, type ServerTextId } from '../../db/texts';
import type { DemoDatabase, StoredUser } from '../../db/types';
import { MAINTENANCE_NETWORK_ID, SEND_SCENARIOS, sendScenario } from '../../named-scenarios';
import { Checks } from '../read';
import { fieldError } from '../responses';

/** Today's (UTC) withdrawals of an asset that still count against the limit, amount plus fee. */
function usedToday(db: DemoDatabase, userId: string, assetId: string, decimals: number): string {
  const dayStart = new Date();
  dayStart.setUTCHours(0, 0, 0, 0);
  return db.transactions
    .filter(
      (tx) =>
        tx.userId === userId &&
        tx.assetId === assetId &&
        tx.type === 'withdrawal' &&
        tx.status !== 'failed' &&
        tx.status !== 'cancelled' &&
        Date.parse(tx.createdAt) >= dayStart.getTime(),
    )
    .reduce((sum, tx) => add(sum, add(tx.amount, tx.fee, decimals), decimals), '0');
}

/** A network's status as the customer sees it (the maintenance scenario takes one down). */
export function networkStatus(network: Pick<Network, 'id' | 'status'>): Network['status'] {
  return sendScenario(SEND_SCENARIOS.networkMaintenance) && network.id === MAINTENANCE_NETWORK_ID
    ? 'maintenance'
    : network.status;
}

export function dailyLimit(db: DemoDatabase, user: StoredUser, spec: AssetSpec) {
  const full = dailyLimitOf(spec);
  // Customers without KYC get a tenth of the limit.
  let limit = user.kycStatus === 'approved' ? full : roundToString(Number(full) / 10, spec.decimals);
  const used = usedToday(db, user.id, spec.id, spec.decimals);
  // The daily-limit scenario: whatever was used, only a hundredth of the limit remains today.
  if (sendScenario(SEND_SCENARIOS.dailyLimit)) limit = add(used, multiply(limit, '0.01', spec.decimals), spec.decimals);
  const remaining = compare(limit, used) > 0 ? subtract(limit, used, spec.decimals) : '0';
  const resetsAt = new Date();
  resetsAt.setUTCHours(24, 0, 0, 0);
  return { assetId: spec.id, asset: spec.symbol, limit, used, remaining, resetsAt: resetsAt.toISOString() };
}

type CheckedWithdrawal =
  | { kind: 'invalid'; errors: ErrorItem[] }
  | { kind: 'unsupported'; what: string }
  | { kind: 'ok'; draft: WithdrawalDraft; spec: AssetSpec };

/**
 * Every rule a withdrawal must pass before codes are sent (and again when it is submitted). The send flow shows
 * the rules' field messages as they are, so they are written in `language` (ADR 0031).
 */
export function checkWithdrawal(
  db: DemoDatabase,
  user: StoredUser,
  body: Record<string, unknown>,
  language: Locale,
): CheckedWithdrawal {
  const checks = new Checks(body);
  const assetId = checks.text('assetId');
  const networkId = checks.text('networkId');
  const amount = checks.amount('amount');
  const address = checks.text('address', { max: 200 });
  const memo = checks.optionalText('memo', 120);
  if (!checks.ok) return { kind: 'invalid', errors: checks.errors };
  const priced = priceWithdrawal(db, { assetId, networkId, amount });
  if (!priced) return { kind: 'unsupported', what: `${assetId} on ${networkId}` };
  const { spec, network, rules, totalDebit } = priced;
  const account = findAccount(db, user.id, assetId);
  const errors: ErrorItem[] = [];
  const asset = spec.symbol;
  const text = (field: string, code: string, id: ServerTextId, values?: Record<string, string>): void => {
    errors.push(fieldError(field, code, serverText(language, id, { network: network.name, asset, ...values })));
  };
  const label = rules.memoLabel ?? 'memo';
  if (networkStatus(network) === 'maintenance')
    text('networkId', 'NETWORK_MAINTENANCE', 'demo.backend.field.withdrawal.maintenance');
  if (!rules.withdrawEnabled) text('networkId', 'WITHDRAW_DISABLED', 'demo.backend.field.withdrawal.paused');
  if (!new RegExp(rules.addressRegex).test(address))
    text('address', 'INVALID_ADDRESS', 'demo.backend.field.withdrawal.invalidAddress');
  if (rules.memoRequired && !memo) text('memo', 'MEMO_REQUIRED', 'demo.backend.field.withdrawal.memoRequired', { label });
  if (memo && rules.memoRegex && !new RegExp(rules.memoRegex).test(memo))
    text('memo', 'INVALID_MEMO', 'demo.backend.field.withdrawal.invalidMemo', { label });
  if (compare(amount, rules.withdrawMin) < 0)
    text('amount', 'MIN_AMOUNT', 'demo.backend.field.minAmount', { amount: amountText(rules.withdrawMin, language) });
  if (rules.withdrawMax && compare(amount, rules.withdrawMax) > 0)
    text('amount', 'MAX_AMOUNT', 'demo.backend.field.maxAmount', { amount: amountText(rules.withdrawMax, language) });
  if (!account || compare(totalDebit, account.availableBalance) > 0)
    text('amount', 'INSUFFICIENT_BALANCE', 'demo.backend.field.withdrawal.insufficientBalance', {
      total: amountText(totalDebit, language),
    });
  const limit = dailyLimit(db, user, spec);
  if (compare(totalDebit, limit.remaining) > 0)
    text('amount', 'DAILY_LIMIT_EXCEEDED', 'demo.backend.field.withdrawal.dailyLimit', {
      remaining: amountText(limit.remaining, language),
    });
  if (errors.length > 0) return { kind: 'invalid', errors };
  return { kind: 'ok', draft: { assetId, networkId, amount, address, ...(memo ? { memo } : {}) }, spec };
}
