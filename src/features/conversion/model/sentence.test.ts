import { describe, expect, it } from 'vitest';
import { asSentence } from './sentence';

describe('asSentence', () => {
  it('ends a reason without punctuation with a full stop', () => {
    expect(asSentence('Quote not found')).toBe('Quote not found.');
    expect(asSentence('Teklif bulunamadı ')).toBe('Teklif bulunamadı.');
  });

  it('leaves a reason that already ends a sentence as it is', () => {
    expect(asSentence('Your available BTC balance is too low.')).toBe('Your available BTC balance is too low.');
    expect(asSentence('Try again later!')).toBe('Try again later!');
    expect(asSentence('Really?')).toBe('Really?');
    expect(asSentence('Wait…')).toBe('Wait…');
  });

  it('adds nothing to an empty reason', () => {
    expect(asSentence('  ')).toBe('');
  });
});
