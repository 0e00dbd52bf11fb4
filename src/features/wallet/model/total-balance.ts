import { DOLLAR_DECIMALS, isZero, multiply, round, sum, toDecimal, type DecimalString } from '@/shared/money';

/** What the total needs of an asset account (the API's AssetAccount has more). */
export interface BalanceLine {
  /** The asset's symbol. */
  asset: string;
  /** Decimal string from the API. */
  balance: string;
}

/** A dollar price (the spec's "amounts": symbol and price); price null when the asset has none. */
export interface PriceLine {
  symbol: string;
  price: string | null | undefined;
}

export type PriceIndex = ReadonlyMap<string, string | null | undefined>;

const symbolKey = (symbol: string): string => symbol.trim().toUpperCase();

/** Prices by symbol (case-insensitive); the first price of a symbol wins. */
export function indexPrices(prices: readonly PriceLine[]): PriceIndex {
  const index = new Map<string, string | null | undefined>();
  for (const { symbol, price } of prices) {
    const key = symbolKey(symbol);
    if (!index.has(key)) index.set(key, price);
  }
  return index;
}

/**
 * balance × price exactly, or null when the product is not a finite number (the spec's "where the
 * product is finite"): a missing or null price, a balance or price that is not numeric, or a product
 * beyond the range of a double.
 */
export function exactUsdValue(balance: string, price: string | null | undefined): DecimalString | null {
  const amount = toDecimal(balance);
  const rate = toDecimal(price);
  if (amount === null || rate === null) return null;
  return toDecimal(multiply(amount, rate));
}

/** One card's dollar value, rounded to cents; null when it has none (the card shows the symbol). */
export function usdValueOf(line: BalanceLine, prices: PriceIndex): DecimalString | null {
  const value = exactUsdValue(line.balance, prices.get(symbolKey(line.asset)));
  return value === null ? null : round(value, DOLLAR_DECIMALS);
}

export interface TotalBalance {
  /** Dollars rounded to cents, as a decimal string; null when there are no accounts ('---'). */
  total: DecimalString | null;
  /** Symbols of non-empty accounts left out because balance × price is not finite (no price, say). */
  excluded: string[];
}

/**
 * The total balance of the spec: the sum of balance × price over the accounts where that product is
 * finite, computed exactly and rounded to cents once at the end; null when there are no accounts.
 */
export function computeTotalBalance(accounts: readonly BalanceLine[], prices: PriceIndex): TotalBalance {
  if (accounts.length === 0) return { total: null, excluded: [] };
  const values: DecimalString[] = [];
  const excluded: string[] = [];
  for (const account of accounts) {
    const value = exactUsdValue(account.balance, prices.get(symbolKey(account.asset)));
    if (value !== null) values.push(value);
    else if (!isEmpty(account.balance)) excluded.push(account.asset);
  }
  return { total: round(sum(values), DOLLAR_DECIMALS), excluded };
}

/** An account known to hold nothing (it changes nothing, so it is not named among the excluded). */
function isEmpty(balance: string): boolean {
  const amount = toDecimal(balance);
  return amount !== null && isZero(amount);
}
