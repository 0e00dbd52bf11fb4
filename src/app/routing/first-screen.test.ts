import { describe, expect, it } from 'vitest';
import { firstScreenSettled, type QueryClientLike } from './first-screen';

function fakeQueryClient(fetching: number) {
  const listeners = new Set<() => void>();
  let running = fetching;
  const client: QueryClientLike = {
    isFetching: () => running,
    getQueryCache: () => ({
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    }),
  };
  const answer = () => {
    running -= 1;
    for (const listener of [...listeners]) listener();
  };
  return { client, answer };
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('firstScreenSettled', () => {
  it('waits for the first screen to commit, then for every request it started to answer', async () => {
    const commit = deferred();
    const { client, answer } = fakeQueryClient(2);
    let settled = false;
    void firstScreenSettled(() => client, commit.promise).then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);

    commit.resolve();
    await tick();
    expect(settled).toBe(false);
    answer();
    await tick();
    expect(settled).toBe(false);
    answer();
    // Settling takes a frame after the last answer: polled, as a fixed wait raced the frame on a busy machine.
    await expect.poll(() => settled).toBe(true);
  });

  it('settles after the first paint on a screen without server state (signed out)', async () => {
    await expect(firstScreenSettled(() => undefined, Promise.resolve())).resolves.toBeUndefined();
  });
});
