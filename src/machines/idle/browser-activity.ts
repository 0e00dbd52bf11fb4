import { fromCallback } from 'xstate';
import type { IdleEvent } from './idle.machine';

/** Activity is reported (and shared with the other tabs) at most this often: pointer moves fire many times a second. */
export const ACTIVITY_THROTTLE_MS = 1000;

/** The channel the app's tabs tell each other of the customer's activity on (a BroadcastChannel's name). */
export const ACTIVITY_CHANNEL = 'wallet:activity';

/** What the customer does; timers, polling and socket messages are not among them. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'focus'] as const;

const isActivityMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && 'type' in data && data.type === 'activity';

/**
 * The browser's activity for the idle machine: the customer's input in this tab, and the activity the app's other
 * tabs announce. A BroadcastChannel carries it (a channel does not hear its own messages): posting costs less in
 * the input's own task than the localStorage write it replaced (ADR 0014, amended in session 74), and nothing ever
 * read the stored time back.
 */
export const browserActivity = fromCallback<IdleEvent>(({ sendBack }) => {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(ACTIVITY_CHANNEL) : undefined;
  let last = Number.NEGATIVE_INFINITY;
  const local = () => {
    const now = Date.now();
    if (now - last < ACTIVITY_THROTTLE_MS) return;
    last = now;
    channel?.postMessage({ type: 'activity' });
    sendBack({ type: 'ACTIVITY' });
  };
  const shown = () => {
    if (document.visibilityState === 'visible') local();
  };
  if (channel) {
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (isActivityMessage(data)) sendBack({ type: 'ACTIVITY', elsewhere: true });
    };
  }
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, local, { capture: true, passive: true });
  document.addEventListener('visibilitychange', shown);
  return () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, local, { capture: true });
    document.removeEventListener('visibilitychange', shown);
    channel?.close();
  };
});

/** The idle machine's side effects in the browser: what the app provides. */
export const browserIdleImplementations = { actors: { activity: browserActivity } };
