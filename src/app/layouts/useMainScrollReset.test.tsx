import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MAIN_CONTENT_ID } from '@/design-system';
import { useMainScrollReset } from './useMainScrollReset';

function Main() {
  useMainScrollReset();
  return <main id={MAIN_CONTENT_ID} />;
}

/** The main area with a scroll offset that counts its reads (jsdom lays nothing out). */
function renderMain() {
  const router = createMemoryRouter([{ path: '*', element: <Main /> }], { initialEntries: ['/wallet'] });
  render(<RouterProvider router={router} />);
  const navigate = (to: string) => void router.navigate(to);
  const main = document.getElementById(MAIN_CONTENT_ID) as HTMLElement;
  const state = { top: 0, reads: 0 };
  Object.defineProperty(main, 'scrollTop', {
    configurable: true,
    get: () => {
      state.reads += 1;
      return state.top;
    },
  });
  const scrollTo = vi.fn(() => {
    state.top = 0;
  });
  main.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return { main, state, scrollTo, navigate };
}

describe('useMainScrollReset', () => {
  it('puts a scrolled main area back to the top on a new screen, but not on a query change', () => {
    const { main, state, scrollTo, navigate } = renderMain();
    state.top = 400;
    main.dispatchEvent(new Event('scroll'));
    act(() => navigate('/wallet?page=2'));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/transaction-history'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('does not read the scroll offset (a forced layout) when nothing has scrolled since the last screen', () => {
    const { state, scrollTo, navigate } = renderMain();
    act(() => navigate('/transaction-history'));
    act(() => navigate('/wallet'));
    expect(state.reads).toBe(0);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
