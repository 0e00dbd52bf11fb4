import type { Locale } from '@/services/i18n';
import { loadMessages, type AreaSelection, type FeatureArea, type Messages } from './messages';

export interface MessageState {
  locale: Locale;
  messages: Messages;
}

/** The language and messages the interface shows, for React's useSyncExternalStore. */
export interface MessageStore {
  getSnapshot(): MessageState;
  subscribe(listener: () => void): () => void;
  /** Adds a feature's catalogue in the current language; resolves once its messages are in the snapshot. */
  ensureArea(area: FeatureArea): Promise<void>;
  /**
   * Downloads a feature's catalogue in the current language without adding it: `ensureArea` later takes it from
   * the browser's module cache (no network), and nothing re-renders for texts no screen shows yet.
   */
  preloadArea(area: FeatureArea): Promise<void>;
  /** Loads the core and every feature catalogue needed so far in `locale`, then switches to it. */
  setLocale(locale: Locale): Promise<void>;
  /** Resolves once the interface shows the latest messages published (what `markShown` was last told). */
  shown(): Promise<void>;
  /** The provider tells the store which messages it has committed to the screen. */
  markShown(state: MessageState): void;
}

/**
 * A store holding `initial` (the core catalogues and `areas`' in its language). Feature catalogues it is asked
 * for stay loaded, and a change of language reloads all of them, so a screen seen once keeps its texts.
 */
export function createMessageStore(initial: MessageState, areas: AreaSelection): MessageStore {
  let state = initial;
  const everything = areas === 'all';
  /** Feature catalogues in the snapshot or on their way, each with the download that brings it. */
  const loaded = new Map<FeatureArea, Promise<void>>(everything ? [] : areas.map((area) => [area, Promise.resolve()]));
  const listeners = new Set<() => void>();
  let switches = 0;
  const notIn = (included: FeatureArea[]) => [...loaded.keys()].filter((area) => !included.includes(area));
  // Every published state has a number; the provider takes new ones in as a transition, so what is published
  // and what is on screen can differ for a moment, and a screen must not render before its texts are shown.
  const versions = new WeakMap<MessageState, number>([[initial, 0]]);
  let published = 0;
  let onScreen = 0;
  const waiting: Array<{ version: number; resolve: () => void }> = [];
  const publish = (next: MessageState) => {
    published += 1;
    versions.set(next, published);
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensureArea(area) {
      const known = everything ? Promise.resolve() : loaded.get(area);
      if (known) return known;
      const load = async (): Promise<void> => {
        const { locale } = state;
        const messages = await loadMessages(locale, [area]);
        // The language changed meanwhile: bring the area in the new one.
        if (state.locale !== locale) return load();
        publish({ locale, messages: { ...state.messages, ...messages } });
      };
      const loading = load();
      loaded.set(area, loading);
      // A failed download (offline) is tried again by the next screen that needs it.
      loading.catch(() => loaded.delete(area));
      return loading;
    },
    async preloadArea(area) {
      if (everything || loaded.has(area)) return;
      await loadMessages(state.locale, [area]);
    },
    async setLocale(locale) {
      const call = (switches += 1);
      let included = [...loaded.keys()];
      let messages = await loadMessages(locale, everything ? 'all' : included);
      // Features a screen asked for during the download, so none stays in the old language.
      for (let missing = notIn(included); missing.length > 0; missing = notIn(included)) {
        messages = { ...messages, ...(await loadMessages(locale, missing)) };
        included = [...included, ...missing];
      }
      // Only the last choice counts when the customer switches twice in a row.
      if (call === switches) publish({ locale, messages });
    },
    shown() {
      if (onScreen >= published) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ version: published, resolve }));
    },
    markShown(shownState) {
      onScreen = Math.max(onScreen, versions.get(shownState) ?? 0);
      for (const waiter of waiting.filter(({ version }) => version <= onScreen)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    },
  };
}
