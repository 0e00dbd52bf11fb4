import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type AnyEventObject } from 'xstate';
import { ACTIVITY_CHANNEL, ACTIVITY_THROTTLE_MS, browserActivity } from './browser-activity';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

/** Another tab of the app: what it hears on the activity channel, and a way to announce its own activity. */
function otherTab() {
  const channel = new BroadcastChannel(ACTIVITY_CHANNEL);
  const heard: unknown[] = [];
  channel.onmessage = ({ data }: MessageEvent<unknown>) => heard.push(data);
  return { heard, post: (data: unknown) => channel.postMessage(data), close: () => channel.close() };
}

/** Runs the activity actor under a parent that records what it reports. */
function start() {
  const heard: AnyEventObject[] = [];
  const parent = createActor(
    createMachine({ invoke: { src: browserActivity }, on: { '*': { actions: ({ event }) => heard.push(event) } } }),
  ).start();
  return { heard: () => heard.filter((event) => event.type === 'ACTIVITY'), stop: () => parent.stop() };
}

describe('browser activity', () => {
  it("reports the customer's input at most once a second and tells the other tabs", async () => {
    const tab = otherTab();
    const { heard, stop } = start();
    try {
      window.dispatchEvent(new Event('pointermove'));
      window.dispatchEvent(new Event('keydown'));
      expect(heard()).toEqual([{ type: 'ACTIVITY' }]);
      await vi.waitFor(() => expect(tab.heard).toEqual([{ type: 'activity' }]));
      vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
      window.dispatchEvent(new Event('wheel'));
      expect(heard()).toHaveLength(2);
      await vi.waitFor(() => expect(tab.heard).toHaveLength(2));
      stop();
      vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
      window.dispatchEvent(new Event('pointerdown'));
      expect(heard()).toHaveLength(2);
    } finally {
      stop();
      tab.close();
    }
  });

  it('hears the activity another tab announces, and nothing else on its channel', async () => {
    const tab = otherTab();
    const { heard, stop } = start();
    try {
      tab.post({ type: 'signedOut' });
      tab.post({ type: 'activity' });
      await vi.waitFor(() => expect(heard()).toEqual([{ type: 'ACTIVITY', elsewhere: true }]));
    } finally {
      stop();
      tab.close();
    }
  });

  it('timers, polling and socket messages are not activity', () => {
    const { heard, stop } = start();
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new MessageEvent('message', { data: 'pusher:ping' }));
    expect(heard()).toEqual([]);
    stop();
  });
});
