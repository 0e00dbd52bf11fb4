import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// Each test starts the page anew: the watch is module state, begun once per page.
let offsetReads = 0;
let offset = 0;
beforeEach(() => {
  vi.resetModules();
  offsetReads = 0;
  offset = 0;
  Object.defineProperty(window, 'scrollY', {
    configurable: true,
    get: () => {
      offsetReads += 1;
      return offset;
    },
  });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => vi.restoreAllMocks());

async function mountMainLayoutScreen() {
  const [{ useMainScrollReset }, { MAIN_CONTENT_ID }] = await Promise.all([
    import('./useMainScrollReset'),
    import('@/design-system'),
  ]);
  function Main() {
    useMainScrollReset();
    return <main id={MAIN_CONTENT_ID} />;
  }
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <Main /> }], { initialEntries: ['/wallet'] })} />);
}

it("reads no scroll offset in the main layout's first commit when nothing has scrolled since the app started", async () => {
  const { watchPageScroll } = await import('./page-scroll');
  watchPageScroll();
  const readsAtStart = offsetReads;
  await act(mountMainLayoutScreen);
  expect(offsetReads).toBe(readsAtStart);
  expect(window.scrollTo).not.toHaveBeenCalled();
});

it('puts the window back to the top when the screen before (sign-in on a phone) was scrolled', async () => {
  const { watchPageScroll } = await import('./page-scroll');
  watchPageScroll();
  offset = 300;
  window.dispatchEvent(new Event('scroll'));
  await act(mountMainLayoutScreen);
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
});

it('also when the browser had restored an offset before the app started', async () => {
  offset = 120;
  const { watchPageScroll } = await import('./page-scroll');
  watchPageScroll();
  await act(mountMainLayoutScreen);
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
});
