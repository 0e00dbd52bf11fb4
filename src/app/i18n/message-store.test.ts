import { describe, expect, it } from 'vitest';
import { createMessageStore } from './message-store';
import { loadMessages } from './messages';

async function coreStore(locale: 'en' | 'tr') {
  return createMessageStore({ locale, messages: await loadMessages(locale, []) }, []);
}

describe('message store', () => {
  it('starts with the core catalogues only', async () => {
    const { messages } = (await coreStore('en')).getSnapshot();
    expect(messages['routes.home.title']).toBe('Welcome');
    expect(messages['wallet.title']).toBeUndefined();
  });

  it("adds a feature's messages in the current language, and tells its subscribers", async () => {
    const store = await coreStore('tr');
    let changes = 0;
    store.subscribe(() => (changes += 1));
    await store.ensureArea('wallet');
    const { messages } = store.getSnapshot();
    expect(messages['wallet.title']).toBe('Cüzdanım');
    expect(messages['routes.home.title']).toBe('Hoş geldiniz');
    expect(messages['auth.home.signIn']).toBeUndefined();
    expect(changes).toBe(1);
  });

  it("downloads a feature's messages ahead without adding them; adding them later tells the subscribers once", async () => {
    const store = await coreStore('tr');
    let changes = 0;
    store.subscribe(() => (changes += 1));
    await store.preloadArea('auth');
    expect(changes).toBe(0);
    expect(store.getSnapshot().messages['auth.home.signIn']).toBeUndefined();
    await store.ensureArea('auth');
    expect(changes).toBe(1);
    expect(store.getSnapshot().messages['auth.home.signIn']).toBe('Giriş yap');
  });

  it('loads a feature once, however many screens ask for it', async () => {
    const store = await coreStore('en');
    let changes = 0;
    store.subscribe(() => (changes += 1));
    await Promise.all([store.ensureArea('auth'), store.ensureArea('auth')]);
    await store.ensureArea('auth');
    expect(changes).toBe(1);
  });

  it('changes language with every feature loaded so far', async () => {
    const store = await coreStore('en');
    await store.ensureArea('wallet');
    await store.setLocale('tr');
    const { locale, messages } = store.getSnapshot();
    expect(locale).toBe('tr');
    expect(messages['wallet.title']).toBe('Cüzdanım');
    expect(messages['routes.home.title']).toBe('Hoş geldiniz');
  });

  it('keeps a feature asked for during a change of language, in the new language', async () => {
    const store = await coreStore('en');
    const switching = store.setLocale('tr');
    const adding = store.ensureArea('wallet');
    await Promise.all([switching, adding]);
    // Whichever download ends last, the feature's texts are there, in Turkish.
    expect(store.getSnapshot().messages['wallet.title']).toBe('Cüzdanım');
    await store.setLocale('en');
    expect(store.getSnapshot().messages['wallet.title']).toBe('My Wallet');
  });

  it('ends in the language chosen last when the customer switches twice in a row', async () => {
    const store = await coreStore('en');
    await Promise.all([store.setLocale('tr'), store.setLocale('en')]);
    expect(store.getSnapshot().locale).toBe('en');
    expect(store.getSnapshot().messages['routes.home.title']).toBe('Welcome');
  });

  it('holds every catalogue when made with all of them (tests, Storybook)', async () => {
    const store = createMessageStore({ locale: 'en', messages: await loadMessages('en') }, 'all');
    await store.ensureArea('wallet');
    expect(store.getSnapshot().messages['auth.home.signIn']).toBe('Sign in');
    await store.setLocale('tr');
    expect(store.getSnapshot().messages['auth.home.signIn']).not.toBe('Sign in');
  });

  it('says a feature is shown only once the provider has committed the messages that hold it', async () => {
    const store = await coreStore('en');
    const first = store.getSnapshot();
    let shown = false;
    await store.shown();
    await store.ensureArea('wallet');
    const waiting = store.shown().then(() => (shown = true));
    // The provider still shows the messages it started with.
    store.markShown(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toBe(false);
    store.markShown(store.getSnapshot());
    await waiting;
    expect(shown).toBe(true);
  });
});
