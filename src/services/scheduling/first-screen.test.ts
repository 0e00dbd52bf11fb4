import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as FirstScreenModule from './first-screen';

type FirstScreen = typeof FirstScreenModule;

/** A fresh copy of the module: its "first screen shown" belongs to one page load. */
async function freshModule(): Promise<FirstScreen> {
  vi.resetModules();
  return import('./first-screen');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('first screen', () => {
  it('holds later work until the app reports its first screen shown, then runs it when the browser is idle', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const { afterFirstScreen, markFirstScreenShown } = await freshModule();
    const run = vi.fn();
    afterFirstScreen(run);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idle).toHaveLength(0);

    markFirstScreenShown();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(run).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not wait forever for a first screen that is never reported', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { firstScreenShown, FIRST_SCREEN_CAP_MS } = await freshModule();
    let shown = false;
    void firstScreenShown().then(() => (shown = true));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_CAP_MS - 1);
    expect(shown).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toBe(true);
  });

  it('afterNextPaint resolves after an animation frame, or by itself when no frame comes (hidden tab)', async () => {
    const { afterNextPaint } = await freshModule();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    try {
      let done = false;
      void afterNextPaint().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(20);
      expect(done).toBe(true);

      const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
      let hiddenDone = false;
      void afterNextPaint().then(() => (hiddenDone = true));
      await vi.advanceTimersByTimeAsync(249);
      expect(hiddenDone).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(hiddenDone).toBe(true);
      frames.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});
