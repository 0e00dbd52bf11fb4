import { describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import { COUNTRY_LOOKUP_ERROR_ID, CountryLookupError, createCountryLookup, parseCountryResponse } from './country-lookup';

describe('parseCountryResponse', () => {
  it('reads the country code at positions 2–3 when the answer starts with 1', () => {
    expect(parseCountryResponse('1;TR;TUR;Turkey')).toBe('TR');
    expect(parseCountryResponse('1;DE;DEU;Germany\n')).toBe('DE');
  });

  it.each(['0;WRONG INPUT', '2;UNKNOWN', '', '1;', '1;12;XXX;Nowhere', 'TR'])('fails for %j', (text) => {
    expect(() => parseCountryResponse(text)).toThrow(CountryLookupError);
  });

  it("fails with the catalogue's 'unable to fetch the country'", () => {
    expect(() => parseCountryResponse('0;WRONG INPUT')).toThrow(
      expect.objectContaining({ message: 'unable to fetch the country', messageId: COUNTRY_LOOKUP_ERROR_ID }),
    );
    expect((en as Record<string, string>)[COUNTRY_LOOKUP_ERROR_ID]).toBe('unable to fetch the country');
  });
});

describe('createCountryLookup', () => {
  it('GETs the configured URL without a payload and returns the code', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('1;TR;TUR;Turkey'));
    const lookup = createCountryLookup({ url: 'https://geo.example/ip', fetch });
    await expect(lookup()).resolves.toBe('TR');
    expect(fetch).toHaveBeenCalledWith('https://geo.example/ip', expect.objectContaining({ method: 'GET' }));
    const init = fetch.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(init?.body).toBeUndefined();
  });

  it('fails on an HTTP error or a network error', async () => {
    await expect(createCountryLookup({ fetch: async () => new Response('oops', { status: 500 }) })()).rejects.toThrow(
      'unable to fetch the country',
    );
    await expect(
      createCountryLookup({
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
      })(),
    ).rejects.toBeInstanceOf(CountryLookupError);
  });

  it('fails when the service answers without a country', async () => {
    await expect(createCountryLookup({ fetch: async () => new Response('0;WRONG INPUT') })()).rejects.toBeInstanceOf(
      CountryLookupError,
    );
  });
});
