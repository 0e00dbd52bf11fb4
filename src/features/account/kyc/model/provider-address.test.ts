import { describe, expect, it } from 'vitest';
import { providerAddressOf } from './provider-address';

const hosts = ['verify.provider.example', 'localhost'];
const app = 'http://localhost:4173';

describe('the KYC provider address', () => {
  it('opens an https page on a configured host', () => {
    expect(providerAddressOf('https://verify.provider.example/s/abc?x=1', hosts, app)).toEqual({
      kind: 'open',
      url: 'https://verify.provider.example/s/abc?x=1',
    });
    expect(providerAddressOf('https://VERIFY.provider.example/s', hosts, app).kind).toBe('open');
  });

  it('has nothing to open when the answer has no address (under review)', () => {
    expect(providerAddressOf(null, hosts, app)).toEqual({ kind: 'none' });
  });

  it('refuses any other host, look-alikes and subdomains included', () => {
    for (const url of [
      'https://evil.example/verify',
      'https://verify.provider.example.evil.example/',
      'https://sub.verify.provider.example/',
    ]) {
      expect(providerAddressOf(url, hosts, app)).toEqual({ kind: 'refused', reason: 'host' });
    }
  });

  it('refuses plain http, except on the app’s own origin (the demo provider page)', () => {
    expect(providerAddressOf('http://verify.provider.example/s', hosts, app)).toEqual({ kind: 'refused', reason: 'protocol' });
    expect(providerAddressOf('http://localhost:4173/demo/kyc-provider?session=k1', hosts, app).kind).toBe('open');
    expect(providerAddressOf('http://localhost:9999/demo/kyc-provider', hosts, app)).toEqual({
      kind: 'refused',
      reason: 'protocol',
    });
  });

  it('refuses scripts, garbage and addresses with a user-info part', () => {
    expect(providerAddressOf('javascript:alert(1)', hosts, app).kind).toBe('refused');
    expect(providerAddressOf('not a url', hosts, app)).toEqual({ kind: 'refused', reason: 'unparsable' });
    expect(providerAddressOf('https://verify.provider.example@evil.example/', hosts, app)).toEqual({
      kind: 'refused',
      reason: 'credentials',
    });
  });

  it('refuses everything when no host is configured', () => {
    expect(providerAddressOf('https://verify.provider.example/s', [], app)).toEqual({ kind: 'refused', reason: 'host' });
  });
});
