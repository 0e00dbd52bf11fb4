import type { Transaction, TransactionStatus } from '@/services/api';
import { CONTRACT_DECIMALS, formatDecimal, isDecimal, type DecimalString } from '@/shared/money';

/** One movement of an entry as the customer reads it: "+0.5 BTC" in, "−12.3 USDT" out. */
export interface TransactionLine {
  direction: 'in' | 'out';
  amount: DecimalString;
  asset: string;
}

/**
 * What an entry moved: a deposit in, a withdrawal out, a conversion out of one asset and into the other; an NFT's
 * units in when minted, out when sent (`asset` is then the NFT's name).
 */
export function linesOf(transaction: Transaction): TransactionLine[] {
  const { type, amount, asset, counterAmount, counterAsset } = transaction;
  if (type === 'deposit' || type === 'nft_mint') return [{ direction: 'in', amount, asset }];
  if (type === 'withdrawal' || type === 'nft_transfer') return [{ direction: 'out', amount, asset }];
  const lines: TransactionLine[] = [{ direction: 'out', amount, asset }];
  if (isDecimal(counterAmount) && counterAsset) lines.push({ direction: 'in', amount: counterAmount, asset: counterAsset });
  return lines;
}

/** Every digit the API sent (amounts are exact), grouped in the interface language, signed, with the symbol. */
export function formatLine(line: TransactionLine, locale: string): string {
  const digits = formatDecimal(line.amount, locale, { maximumFractionDigits: CONTRACT_DECIMALS });
  // U+2212 MINUS SIGN: the typographic minus, read as "minus" by screen readers.
  return `${line.direction === 'in' ? '+' : '\u2212'}${digits} ${line.asset}`;
}

/** A line with its text, written once for a row's cells and for the name of the row's link. */
export interface WrittenLine extends TransactionLine {
  text: string;
}

/** An entry's lines as a row shows them, in the interface language. */
export function writtenLinesOf(transaction: Transaction, locale: string): WrittenLine[] {
  return linesOf(transaction).map((line) => ({ ...line, text: formatLine(line, locale) }));
}

export type StatusTone = 'success' | 'warning' | 'info' | 'danger' | 'neutral';

/** Badge tone of a status: still moving (pending, processing), done, failed, or called off. */
export const STATUS_TONES: Record<TransactionStatus, StatusTone> = {
  pending: 'warning',
  processing: 'info',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

/** Whether an entry can still change by itself (the list then refreshes). */
export function isUnsettled(status: TransactionStatus): boolean {
  return status === 'pending' || status === 'processing';
}
