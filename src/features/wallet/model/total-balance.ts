import { add, centsToNumber, multiply, parseDecimal, toCents, ZERO, type Decimal } from './decimal';

/** What the total needs of an asset account (the API's AssetAccount has more). */
export interface BalanceLine {
  /** The asset's symbol. */
  asset: string;
  /** Decimal string from the API; numbers are accepted too. */
  balance: unknown;
}

/** A dollar price (the spec's "amounts": symbol and price); price null when the asset has none. */
export interface PriceLine {
  symbol: string;
  price: unknown;
}

export type PriceIndex = ReadonlyMap<string, unknown>;

const symbolKey = (symbol: string): string => symbol.trim().toUpperCase();

/** Prices by symbol (case-insensitive); the first price of a symbol wins. */
export function indexPrices(prices: readonly PriceLine[]): PriceIndex {
  const index = new Map<string, unknown>();
  for (const { symbol, price } of prices) {
    const key = symbolKey(symbol);
    if (!index.has(key)) index.set(key, price);
  }
  return index;
}

/**
 * balance × price exactly, or null when the product is not a finite number: a missing or null price, a
 * balance or price that is not numeric, or a product that overflows (the spec's "where the product is
 * finite").
 */
export function exactUsdValue(balance: unknown, price: unknown): Decimal | null {
  const amount = parseDecimal(balance);
  const rate = parseDecimal(price);
  if (!amount || !rate) return null;
  if (!Number.isFinite(Number(balance) * Number(price))) return null;
  return multiply(amount, rate);
}

/** One card's dollar value, rounded to cents; null when it has none (the card shows the symbol). */
export function usdValueOf(line: BalanceLine, prices: PriceIndex): number | null {
  const value = exactUsdValue(line.balance, prices.get(symbolKey(line.asset)));
  return value ? centsToNumber(toCents(value)) : null;
}

export interface TotalBalance {
  /** Dollars rounded to cents; null when there are no accounts ('---'). */
  total: number | null;
  /** Symbols of non-empty accounts left out because balance × price is not finite (no price, say). */
  excluded: string[];
}

/**
 * The total balance of the spec: the sum of balance × price over the accounts where that product is
 * finite, computed exactly and rounded to cents once at the end; null when there are no accounts.
 */
export function computeTotalBalance(accounts: readonly BalanceLine[], prices: PriceIndex): TotalBalance {
  if (accounts.length === 0) return { total: null, excluded: [] };
  let sum = ZERO;
  const excluded: string[] = [];
  for (const account of accounts) {
    const value = exactUsdValue(account.balance, prices.get(symbolKey(account.asset)));
    if (value) sum = add(sum, value);
    else if (parseDecimal(account.balance)?.units !== 0n) excluded.push(account.asset);
  }
  return { total: centsToNumber(toCents(sum)), excluded };
}
