import { afterEach, describe, expect, it } from 'vitest';
import { reportPageView, resetAnalyticsForTests, startAnalytics } from './analytics';

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
