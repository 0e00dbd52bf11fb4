import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search-fold';

describe('asset search', () => {
  it('ignores case, accents and the Turkish dotless i, and needs every word', () => {
    expect(matchesSearch('bitcoin', ['BTC', 'Bitcoin'])).toBe(true);
    expect(matchesSearch('BITCOIN', ['BTC', 'Bitcoin'])).toBe(true);
    expect(matchesSearch('bıtcoın', ['BTC', 'Bitcoin'])).toBe(true);
    expect(matchesSearch('usd tether', ['USDT', 'Tether'])).toBe(true);
    expect(matchesSearch('usd bitcoin', ['USDT', 'Tether'])).toBe(false);
    expect(matchesSearch('  ', ['USDT', 'Tether'])).toBe(true);
  });
});
