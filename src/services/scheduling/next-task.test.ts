import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after the current task and its microtasks, not within them', async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual(['microtask']);
    await yielded;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('resolves callers in the order they asked, each in a task of its own', async () => {
    const order: string[] = [];
    const first = nextTask().then(() => {
      order.push('first');
      return Promise.resolve().then(() => order.push('first’s microtask'));
    });
    const second = nextTask().then(() => order.push('second'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'first’s microtask', 'second']);
  });

  it('resolves while timers are faked (tests that fake them still start the app)', async () => {
    vi.useFakeTimers();
    await expect(nextTask()).resolves.toBeUndefined();
  });
});
