import { fromCallback } from 'xstate';
import type { ActivityCommand, IdleEvent } from './idle.machine';

/** Activity is shared with the other tabs at most this often: pointer moves fire many times a second. */
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
 * read the stored time back. An input here is only noted: the machine asks for the last one when its count runs
 * out (an event to it cost 0.7 ms of a click at 4× CPU; ADR 0014, session 93), or asks to hear the next one.
 */
export const browserActivity = fromCallback<ActivityCommand>(({ sendBack, receive }) => {
  const report = (event: IdleEvent) => sendBack(event);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(ACTIVITY_CHANNEL) : undefined;
  let lastInput = Number.NEGATIVE_INFINITY;
  let lastPosted = Number.NEGATIVE_INFINITY;
  let watching = false;
  const local = () => {
    const now = Date.now();
    lastInput = now;
    if (watching) {
      watching = false;
      report({ type: 'ACTIVITY' });
    }
    if (now - lastPosted < ACTIVITY_THROTTLE_MS) return;
    lastPosted = now;
    channel?.postMessage({ type: 'activity' });
  };
  receive((command) => {
    if (command.type === 'ACTIVITY.WATCH') watching = true;
    else report(lastInput > command.since ? { type: 'ACTIVITY', at: lastInput } : { type: 'ACTIVITY.NONE' });
  });
  const shown = () => {
    if (document.visibilityState === 'visible') local();
  };
  if (channel) {
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (isActivityMessage(data)) report({ type: 'ACTIVITY', elsewhere: true });
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
