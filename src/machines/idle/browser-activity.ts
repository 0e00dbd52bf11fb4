import { fromCallback } from 'xstate';
import { storageKeys, writeItem } from '@/services/storage';
import type { IdleEvent } from './idle.machine';

/** Activity is reported (and shared with the other tabs) at most this often: pointer moves fire many times a second. */
export const ACTIVITY_THROTTLE_MS = 1000;

/** What the customer does; timers, polling and socket messages are not among them. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'focus'] as const;

/**
 * The browser's activity for the idle machine: the customer's input in this tab, and the last-activity time
 * other tabs of the app write to localStorage (the storage event fires only in the other tabs).
 */
export const browserActivity = fromCallback<IdleEvent>(({ sendBack }) => {
  let last = Number.NEGATIVE_INFINITY;
  const local = () => {
    const now = Date.now();
    if (now - last < ACTIVITY_THROTTLE_MS) return;
    last = now;
    writeItem(storageKeys.lastActivity, String(now), 'local');
    sendBack({ type: 'ACTIVITY' });
  };
  const shown = () => {
    if (document.visibilityState === 'visible') local();
  };
  const elsewhere = (event: StorageEvent) => {
    if (event.key === storageKeys.lastActivity && event.newValue !== null) sendBack({ type: 'ACTIVITY', elsewhere: true });
  };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, local, { capture: true, passive: true });
  document.addEventListener('visibilitychange', shown);
  window.addEventListener('storage', elsewhere);
  return () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, local, { capture: true });
    document.removeEventListener('visibilitychange', shown);
    window.removeEventListener('storage', elsewhere);
  };
});

/** The idle machine's side effects in the browser: what the app provides. */
export const browserIdleImplementations = { actors: { activity: browserActivity } };
