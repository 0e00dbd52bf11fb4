import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setAppMessageStore } from '../i18n/app-messages';
import { createMessageStore } from '../i18n/message-store';
import { loadMessages } from '../i18n/messages';
import { screens } from './screens';

afterEach(() => setAppMessageStore(undefined));

describe('screens', () => {
  it('load the messages of the feature whose code they load', () => {
    const source = readFileSync(path.join(__dirname, 'screens.ts'), 'utf8');
    const loaders = [...source.matchAll(/feature\('([\w-]+)', async \(\) => \(await import\('@\/features\/([\w-]+)'\)\)/g)];
    expect(loaders).toHaveLength(Object.keys(screens).length);
    for (const [, area, feature] of loaders) expect(area).toBe(feature);
  });

  it("preload brings a screen's code and texts without adding the texts; opening the screen adds them", async () => {
    const store = createMessageStore({ locale: 'tr', messages: await loadMessages('tr', []) }, []);
    setAppMessageStore(store);
    let changes = 0;
    // What the provider does: it shows each published state, and the screen waiting for its texts goes on.
    store.subscribe(() => {
      changes += 1;
      store.markShown(store.getSnapshot());
    });
    await screens['sign-in'].preload();
    expect(changes).toBe(0);
    expect(store.getSnapshot().messages['auth.home.signIn']).toBeUndefined();
    expect(await screens['sign-in']()).toBeTypeOf('function');
    expect(changes).toBe(1);
    expect(store.getSnapshot().messages['auth.home.signIn']).toBe('Giriş yap');
  }, 30_000);
});
