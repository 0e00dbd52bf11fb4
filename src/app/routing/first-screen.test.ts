import { describe, expect, it } from 'vitest';
import { firstScreenSettled, type QueryClientLike, type RouterLike } from './first-screen';

function fakeRouter(navigation: 'loading' | 'idle') {
  const listeners = new Set<(state: RouterLike['state']) => void>();
  const router = {
    state: { initialized: navigation === 'idle', navigation: { state: navigation } },
    subscribe(listener: (state: RouterLike['state']) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const finish = () => {
    router.state = { initialized: true, navigation: { state: 'idle' } };
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router, finish };
}

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

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('firstScreenSettled', () => {
  it('waits for the first navigation, then for every request of the screen to answer', async () => {
    const { router, finish } = fakeRouter('loading');
    const { client, answer } = fakeQueryClient(2);
    let settled = false;
    void firstScreenSettled(router, () => client).then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);

    finish();
    await tick();
    expect(settled).toBe(false);
    answer();
    await tick();
    expect(settled).toBe(false);
    answer();
    await tick();
    expect(settled).toBe(true);
  });

  it('settles after the first paint on a screen without server state (signed out)', async () => {
    const { router } = fakeRouter('idle');
    await expect(firstScreenSettled(router, () => undefined)).resolves.toBeUndefined();
  });
});
