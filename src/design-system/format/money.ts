/**
 * Money formats of the spec: dollar amounts are en-US with 2 decimals in both languages ("$1,234.56");
 * asset balances have 2 decimals in the interface language ("1,234.56 BTC" / "1.234,56 BTC").
 */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,234.56" whatever the interface language. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** "0.25 BTC" (en) / "0,25 BTC" (tr): 2 decimals in the interface language, then the symbol. */
export function formatAssetAmount(amount: number, symbol: string, locale: string): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${number} ${symbol}`;
}

/**
 * The total balance of the spec: the sum of balance × price over the accounts where that product is a
 * finite number; null when there are no accounts (shown as '---').
 */
export function sumUsdValue(accounts: ReadonlyArray<{ balance: number; price: number | null | undefined }>): number | null {
  if (accounts.length === 0) return null;
  return accounts.reduce((total, { balance, price }) => {
    const value = balance * (price ?? Number.NaN);
    return Number.isFinite(value) ? total + value : total;
  }, 0);
}
