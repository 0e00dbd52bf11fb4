import { afterEach, describe, expect, it } from 'vitest';
import { isProductionHost, reportPageView, resetAnalyticsForTests, startAnalytics } from './analytics';

const config = { productionHost: 'wallet.example.com', gtmId: 'GTM-TEST1' };

function tagManagerScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com/gtm.js"]')];
}

afterEach(() => {
  resetAnalyticsForTests();
  tagManagerScripts().forEach((script) => script.remove());
  delete window.dataLayer;
});

describe('analytics', () => {
  it('recognises only the production host', () => {
    expect(isProductionHost('wallet.example.com', 'wallet.example.com')).toBe(true);
    expect(isProductionHost('Wallet.Example.com:443', 'https://wallet.example.com/')).toBe(true);
    expect(isProductionHost('staging.wallet.example.com', 'wallet.example.com')).toBe(false);
    expect(isProductionHost('localhost:5173', 'wallet.example.com')).toBe(false);
    expect(isProductionHost('wallet.example.com', undefined)).toBe(false);
  });

  it('loads the tag manager once on the production host', () => {
    expect(startAnalytics(config, 'wallet.example.com')).toBe(true);
    expect(startAnalytics(config, 'wallet.example.com')).toBe(true);
    expect(tagManagerScripts()).toHaveLength(1);
    expect(tagManagerScripts()[0]?.src).toContain('id=GTM-TEST1');
  });

  it('loads nothing and reports nothing elsewhere', () => {
    expect(startAnalytics(config, 'localhost:5173')).toBe(false);
    reportPageView('/wallet', 'My Wallet | Wallet brand');
    expect(tagManagerScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('reports page views after start', () => {
    startAnalytics(config, 'wallet.example.com');
    reportPageView('/wallet?page=2', 'My Wallet | Wallet brand');
    expect(window.dataLayer).toContainEqual({
      event: 'page_view',
      page_path: '/wallet?page=2',
      page_title: 'My Wallet | Wallet brand',
    });
  });
});
