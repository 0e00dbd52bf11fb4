import { getCountries } from 'react-phone-number-input';
import { describe, expect, it } from 'vitest';
import { flagUrl } from './flag-images';

describe('flagUrl', () => {
  it('has a flag file for every country the phone input lists', () => {
    const missing = getCountries().filter((country) => !flagUrl(country)?.endsWith(`/${country}.svg`));
    expect(missing).toEqual([]);
  });

  it('has none for a code that is no country (the list shows a globe for International)', () => {
    expect(flagUrl('ZZ')).toBeUndefined();
  });
});
