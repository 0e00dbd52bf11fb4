import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type AnyEventObject } from 'xstate';
import { ACTIVITY_THROTTLE_MS, browserActivity } from './browser-activity';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

/** Runs the activity actor under a parent that records what it reports. */
function start() {
  const heard: AnyEventObject[] = [];
  const parent = createActor(
    createMachine({ invoke: { src: browserActivity }, on: { '*': { actions: ({ event }) => heard.push(event) } } }),
  ).start();
  return { heard: () => heard.filter((event) => event.type === 'ACTIVITY'), stop: () => parent.stop() };
}

describe('browser activity', () => {
  it("reports the customer's input at most once a second and shares its time with the other tabs", () => {
    const { heard, stop } = start();
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('keydown'));
    expect(heard()).toEqual([{ type: 'ACTIVITY' }]);
    expect(localStorage.getItem('last_activity')).toBe(String(Date.now()));
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    window.dispatchEvent(new Event('wheel'));
    expect(heard()).toHaveLength(2);
    stop();
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    window.dispatchEvent(new Event('pointerdown'));
    expect(heard()).toHaveLength(2);
  });

  it('hears activity written by another tab', () => {
    const { heard, stop } = start();
    window.dispatchEvent(new StorageEvent('storage', { key: 'last_activity', newValue: '1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'app_locale', newValue: 'tr' }));
    expect(heard()).toEqual([{ type: 'ACTIVITY', elsewhere: true }]);
    stop();
  });

  it('timers, polling and socket messages are not activity', () => {
    const { heard, stop } = start();
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new MessageEvent('message', { data: 'pusher:ping' }));
    expect(heard()).toEqual([]);
    stop();
  });
});
