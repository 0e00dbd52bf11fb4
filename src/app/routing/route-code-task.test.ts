import { createMemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { nextTask } from '@/services/scheduling/next-task';
import { createHarness } from '@/test/providers';
import { buildRoutes } from './router';
import { screens } from './screens';

let stop: () => void = () => undefined;
afterEach(() => stop());

it("asks for a route's code in a task after the router's creation, not inside it (ADR 0025)", async () => {
  const { root } = createHarness(undefined);
  const loadSignIn = vi.spyOn(screens, 'sign-in');
  const router = createMemoryRouter(buildRoutes(root), { initialEntries: ['/sign-in'] });
  stop = () => {
    router.dispose();
    root.stop();
  };
  // The first navigation has started (its loaders run), but the screen's code is not asked for yet.
  expect(router.state.initialized).toBe(false);
  await Promise.resolve();
  expect(loadSignIn).not.toHaveBeenCalled();
  await nextTask();
  await vi.waitFor(() => expect(loadSignIn).toHaveBeenCalledOnce());
});
