import type { FeatureArea } from './messages';
import type { MessageStore } from './message-store';

let appStore: MessageStore | undefined;

/** The running app's messages (boot.tsx): feature screens add their catalogue to this store (none: tests). */
export function setAppMessageStore(store: MessageStore | undefined): void {
  appStore = store;
}

/**
 * Resolves once a feature's texts are on screen in the app (a screen's loader awaits it beside its code): loaded,
 * and taken in by the provider, so the screen's first render never shows a message id. Tests and Storybook hold
 * every catalogue from the start and set no app store.
 */
export async function loadAreaMessages(area: FeatureArea): Promise<void> {
  if (!appStore) return;
  await appStore.ensureArea(area);
  await appStore.shown();
}

/**
 * Downloads a feature's texts for a screen the customer may open later, without putting them on screen: new
 * messages re-render every text of the app (a whole layout and screen, for texts nobody sees yet). The screen's
 * own `loadAreaMessages` then adds them from the download.
 */
export async function preloadAreaMessages(area: FeatureArea): Promise<void> {
  await appStore?.preloadArea(area);
}
