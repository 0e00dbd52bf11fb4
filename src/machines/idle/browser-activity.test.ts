import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, sendTo, setup, type AnyEventObject } from 'xstate';
import { ACTIVITY_CHANNEL, ACTIVITY_THROTTLE_MS, browserActivity } from './browser-activity';
import type { ActivityCommand, IdleEvent } from './idle.machine';

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

/** Runs the activity actor under a parent that records what it reports and passes on what it is asked. */
function start() {
  const heard: AnyEventObject[] = [];
  const parent = createActor(
    setup({
      types: { events: {} as { type: 'ASK'; command: ActivityCommand } | IdleEvent },
      actors: { activity: browserActivity },
    }).createMachine({
      invoke: { id: 'activity', src: 'activity' },
      on: {
        ASK: { actions: sendTo('activity', ({ event }) => event.command) },
        '*': { actions: ({ event }) => heard.push(event) },
      },
    }),
  ).start();
  return {
    heard: () => heard.filter((event) => event.type === 'ACTIVITY'),
    answers: () => heard.filter((event) => event.type.startsWith('ACTIVITY')),
    send: (command: ActivityCommand) => parent.send({ type: 'ASK', command }),
    stop: () => parent.stop(),
  };
}

describe('browser activity', () => {
  it('tells the other tabs of the input here at most once a second, and the machine nothing as it comes', async () => {
    const tab = otherTab();
    const { heard, stop } = start();
    try {
      window.dispatchEvent(new Event('pointermove'));
      window.dispatchEvent(new Event('keydown'));
      await vi.waitFor(() => expect(tab.heard).toEqual([{ type: 'activity' }]));
      vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
      window.dispatchEvent(new Event('wheel'));
      await vi.waitFor(() => expect(tab.heard).toHaveLength(2));
      expect(heard()).toEqual([]);
      stop();
      vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
      window.dispatchEvent(new Event('pointerdown'));
      await vi.advanceTimersByTimeAsync(0);
      expect(tab.heard).toHaveLength(2);
    } finally {
      stop();
      tab.close();
    }
  });

  it('answers whether there was input since a time, with the last one', () => {
    const { heard, answers, send, stop } = start();
    const before = Date.now();
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('pointerdown'));
    const inputAt = Date.now();
    vi.advanceTimersByTime(300);
    window.dispatchEvent(new Event('pointermove'));
    const lastAt = Date.now();
    send({ type: 'ACTIVITY.CHECK', since: before });
    send({ type: 'ACTIVITY.CHECK', since: lastAt });
    expect(inputAt).toBeLessThan(lastAt);
    expect(answers()).toEqual([{ type: 'ACTIVITY', at: lastAt }, { type: 'ACTIVITY.NONE' }]);
    expect(heard()).toEqual([{ type: 'ACTIVITY', at: lastAt }]);
    stop();
  });

  it('sends the next input as it comes once asked to watch, and only that one', () => {
    const { heard, send, stop } = start();
    window.dispatchEvent(new Event('keydown'));
    send({ type: 'ACTIVITY.WATCH' });
    expect(heard()).toEqual([]);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointermove'));
    expect(heard()).toEqual([{ type: 'ACTIVITY' }]);
    stop();
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
