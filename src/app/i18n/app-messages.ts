import type { FeatureArea } from './messages';
import type { MessageStore } from './message-store';

let appStore: MessageStore | undefined;

/** The running app's messages (boot.tsx): feature screens add their catalogue to this store. */
export function setAppMessageStore(store: MessageStore): void {
  appStore = store;
}

/**
 * Resolves once a feature's texts are in the app's messages (a screen's loader awaits it beside its code). Tests
 * and Storybook hold every catalogue from the start and set no app store.
 */
export function loadAreaMessages(area: FeatureArea): Promise<void> {
  return appStore?.ensureArea(area) ?? Promise.resolve();
}
