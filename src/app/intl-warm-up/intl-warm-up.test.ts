import { afterEach, describe, expect, it, vi } from 'vitest';
import { WARM_UP_WORKER_SOURCE, warmUpIntlOffMainThread, type WarmUpHost } from './intl-warm-up';

/** A worker that runs nothing: the test says when it answers or fails. */
class FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  postMessage(data: unknown) {
    this.posted.push(data);
  }
  terminate() {
    this.terminated = true;
  }
  answer() {
    this.onmessage?.(new MessageEvent('message', { data: 'warm' }));
  }
  fail() {
    this.onerror?.(new ErrorEvent('error'));
  }
}

function fakeHost() {
  const worker = new FakeWorker();
  const revoked: string[] = [];
  const blobs: Blob[] = [];
  const host: WarmUpHost = {
    createObjectURL: (blob) => {
      blobs.push(blob);
      return 'blob:warm-up';
    },
    createWorker: () => worker as unknown as Worker,
    revokeObjectURL: (url) => revoked.push(url),
  };
  return { host, worker, revoked, blobs };
}

/** Whether the promise has settled, after the microtasks queued so far. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => vi.useRealTimers());

describe('warmUpIntlOffMainThread', () => {
  it('tells the worker the locale and resolves once it has used Intl, then ends it and frees its code', async () => {
    const { host, worker, revoked, blobs } = fakeHost();
    const warmedUp = warmUpIntlOffMainThread('tr', { host });
    expect(worker.posted).toEqual(['tr']);
    await expect(blobs[0]?.text()).resolves.toBe(WARM_UP_WORKER_SOURCE);
    expect(await settled(warmedUp)).toBe(false);
    worker.answer();
    expect(await settled(warmedUp)).toBe(true);
    expect(worker.terminated).toBe(true);
    expect(revoked).toEqual(['blob:warm-up']);
  });

  it('resolves when the worker fails, so the app starts all the same', async () => {
    const { host, worker } = fakeHost();
    const warmedUp = warmUpIntlOffMainThread('en', { host });
    worker.fail();
    expect(await settled(warmedUp)).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it('waits no longer than its limit for a worker that does not answer', async () => {
    vi.useFakeTimers();
    const { host, worker } = fakeHost();
    const warmedUp = warmUpIntlOffMainThread('en', { host, limitMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(warmedUp)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(warmedUp)).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it('resolves at once when the worker cannot be started (a policy that refuses it)', async () => {
    const { host, revoked } = fakeHost();
    const refusing: WarmUpHost = {
      ...host,
      createWorker: () => {
        throw new DOMException('Refused to create a worker', 'SecurityError');
      },
    };
    expect(await settled(warmUpIntlOffMainThread('en', { host: refusing }))).toBe(true);
    expect(revoked).toEqual(['blob:warm-up']);
  });

  it('resolves at once without workers', async () => {
    expect(await settled(warmUpIntlOffMainThread('en', { host: undefined }))).toBe(true);
  });

  it("runs as a worker's code: told a locale, it uses Intl and answers", () => {
    const answers: unknown[] = [];
    const scope: { onmessage: ((event: { data: string }) => void) | undefined; postMessage: (data: unknown) => void } = {
      onmessage: undefined,
      postMessage: (data) => answers.push(data),
    };
    // The string evaluated as a worker would, with `scope` as its global.
    new Function('scope', `with (scope) { ${WARM_UP_WORKER_SOURCE} }`)(scope);
    scope.onmessage?.({ data: 'tr' });
    expect(answers).toEqual(['warm']);
  });
});
