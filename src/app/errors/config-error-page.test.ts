import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/services/storage';
import { renderConfigErrorPage } from './config-error-page';
import { renderStartFailurePage } from './start-failure-page';
import { pageLocale } from './static-page';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the static pages', () => {
  it('names each missing or invalid variable instead of a blank page', () => {
    document.body.innerHTML = '<div id="root"></div>';
    renderConfigErrorPage([
      { variable: 'VITE_COGNITO_CLIENT_ID', reason: 'missing' },
      { variable: 'VITE_API_BASE_URL', reason: 'invalid' },
    ]);
    const root = document.getElementById('root');
    expect(root?.querySelector('h1')?.textContent).toBe('The app is not configured');
    expect([...(root?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([
      'VITE_COGNITO_CLIENT_ID (missing)',
      'VITE_API_BASE_URL (invalid)',
    ]);
  });

  it('speaks Turkish when that is the stored language', () => {
    localStorage.setItem(storageKeys.locale, 'tr');
    document.body.innerHTML = '<div id="root"></div>';
    renderConfigErrorPage([{ variable: 'VITE_PUSHER_KEY', reason: 'missing' }]);
    expect(document.querySelector('h1')?.textContent).toBe('Uygulama yapılandırılmamış');
    expect(document.querySelector('li')?.textContent).toBe('VITE_PUSHER_KEY (eksik)');
    expect(document.documentElement.lang).toBe('tr');
    document.documentElement.lang = 'en';
  });

  it('follows the stored language, else the browser language', () => {
    expect(pageLocale('en', 'tr-TR')).toBe('en');
    expect(pageLocale(null, 'tr-TR')).toBe('tr');
    expect(pageLocale(null, 'de-DE')).toBe('en');
  });

  it('says a new version is available, with a reload button, when the app code itself failed to load', () => {
    document.body.innerHTML = '<div id="root"></div>';
    renderStartFailurePage(true);
    expect(document.querySelector('h1')?.textContent).toBe('A new version is available');
    expect(document.querySelector('button')?.textContent).toBe('Reload');
    renderStartFailurePage(false);
    expect(document.querySelector('h1')?.textContent).toBe('The app could not start');
  });
});
