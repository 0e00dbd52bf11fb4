/**
 * Tells the app's other tabs that this one signed out (BroadcastChannel), so they end their session at once
 * instead of at their next call. Messages carry this tab's id: a listener in the same tab (or, under Vitest,
 * the same process) ignores its own.
 */

const CHANNEL_NAME = 'wallet:session';

interface SignedOutMessage {
  type: 'signedOut';
  tab: string;
}

const thisTab = globalThis.crypto.randomUUID();

function isSignedOutMessage(data: unknown): data is SignedOutMessage {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'signedOut' && 'tab' in data;
}

function openChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : undefined;
}

/** Announces a sign-out to the other tabs (nothing happens where BroadcastChannel is missing). */
export function announceSignOutToOtherTabs(): void {
  const channel = openChannel();
  if (!channel) return;
  const message: SignedOutMessage = { type: 'signedOut', tab: thisTab };
  channel.postMessage(message);
  channel.close();
}

/** Calls `listener` when another tab signs out; returns the unsubscribe function. */
export function listenToOtherTabsSigningOut(listener: () => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (isSignedOutMessage(data) && data.tab !== thisTab) listener();
  };
  return () => channel.close();
}
