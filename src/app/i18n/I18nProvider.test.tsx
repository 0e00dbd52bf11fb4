import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useLocale } from '@/services/i18n';
import { I18nProvider } from './I18nProvider';
import { createMessageStore } from './message-store';
import { loadMessages, withFallback } from './messages';

function Switcher() {
  const { locale, setLocale } = useLocale();
  return (
    <button type="button" onClick={() => setLocale(locale === 'en' ? 'tr' : 'en')}>
      <FormattedMessage id="routes.home.title" />
    </button>
  );
}

function WalletTitle() {
  return (
    <h1>
      <FormattedMessage id="wallet.title" />
    </h1>
  );
}

describe('I18nProvider', () => {
  it("renders a feature's screen only after its texts are committed, never with a message id", async () => {
    const store = createMessageStore({ locale: 'en', messages: await loadMessages('en', []) }, []);
    const firstRenders: string[] = [];
    function Screen() {
      return (
        <div ref={(node) => void (node && firstRenders.push(node.textContent ?? ''))}>
          <WalletTitle />
        </div>
      );
    }
    const { rerender } = render(
      <I18nProvider store={store}>
        <p>waiting</p>
      </I18nProvider>,
    );
    // What a screen's loader does (app-messages.ts): the feature's catalogue, then the provider showing it.
    await store.ensureArea('wallet');
    await store.shown();
    rerender(
      <I18nProvider store={store}>
        <Screen />
      </I18nProvider>,
    );
    expect(firstRenders).toEqual(['My Wallet']);
  });

  it('changes the language, persists it under app_locale and sets the document language', async () => {
    render(
      <I18nProvider store={createMessageStore({ locale: 'en', messages: await loadMessages('en') }, 'all')}>
        <Switcher />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Welcome' }));
    expect(await screen.findByRole('button', { name: 'Hoş geldiniz' })).toBeInTheDocument();
    expect(localStorage.getItem('app_locale')).toBe('tr');
    await waitFor(() => expect(document.documentElement.lang).toBe('tr'));
  });

  it('falls back to the English message when a Turkish one is missing', () => {
    expect(withFallback({ a: 'English A', b: 'English B' }, { a: 'Türkçe A' })).toEqual({ a: 'Türkçe A', b: 'English B' });
  });

  it('loads Turkish messages over the English ones', async () => {
    const [english, turkish] = await Promise.all([loadMessages('en'), loadMessages('tr')]);
    expect(Object.keys(turkish).sort()).toEqual(Object.keys(english).sort());
    expect(turkish['routes.home.title']).toBe('Hoş geldiniz');
  });
});
