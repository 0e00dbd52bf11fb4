import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode } from 'react';
import { createMemoryRouter, Link, MemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FollowPathContext, type FollowPath } from './follow-path';
import { PathLink } from './PathLink';

function Here() {
  const { pathname, search, state } = useLocation();
  const carried = (state as { email?: string } | null)?.email;
  return (
    <p>
      At {`${pathname}${search}`}
      {carried ? ` with ${carried}` : ''}
    </p>
  );
}

/** A data router with `links` above every page, its PathLinks followed through the router as in the app. */
function renderApp(links: ReactNode) {
  const page = (
    <>
      {links}
      <Here />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet />,
        children: [
          { path: 'wallet', element: page },
          { path: 'wallet/:symbol', element: page },
        ],
      },
    ],
    { initialEntries: ['/wallet'] },
  );
  const follow: FollowPath = (to, options) => void router.navigate(to, options);
  render(
    <FollowPathContext.Provider value={follow}>
      <RouterProvider router={router} />
    </FollowPathContext.Provider>,
  );
  return router;
}

describe('PathLink', () => {
  it('is a link to the path, followed in the page and added to the history', async () => {
    const router = renderApp(<PathLink to="/wallet/BTC">Bitcoin</PathLink>);
    const link = screen.getByRole('link', { name: 'Bitcoin' });
    expect(link).toHaveAttribute('href', '/wallet/BTC');
    await userEvent.click(link);
    expect(screen.getByText('At /wallet/BTC')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.getByText('At /wallet')).toBeInTheDocument();
  });

  it('replaces the history entry when told to, and carries its state to the next screen', async () => {
    const router = renderApp(
      <>
        <PathLink to="/wallet?page=2">Page 2</PathLink>
        <PathLink to="/wallet/BTC" replace state={{ email: 'ayse@example.com' }}>
          Bitcoin
        </PathLink>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await userEvent.click(screen.getByRole('link', { name: 'Bitcoin' }));
    expect(screen.getByText('At /wallet/BTC with ayse@example.com')).toBeInTheDocument();
    // Page 2 was replaced: Back goes to where the customer started.
    await act(() => router.navigate(-1));
    expect(screen.getByText('At /wallet')).toBeInTheDocument();
  });

  it('leaves a click for a new tab or window to the browser', () => {
    renderApp(<PathLink to="/wallet/BTC">Bitcoin</PathLink>);
    // What reaches the window is what the browser would do: the link left alone. (Stopped there: jsdom cannot open tabs.)
    const leftToTheBrowser: boolean[] = [];
    const browser = (event: MouseEvent) => {
      leftToTheBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      fireEvent.click(screen.getByRole('link', { name: 'Bitcoin' }), modifier);
    window.removeEventListener('click', browser);
    expect(leftToTheBrowser).toEqual([true, true, true, true]);
    expect(screen.getByText('At /wallet')).toBeInTheDocument();
  });

  it('does nothing more when its own onClick prevents the default', async () => {
    renderApp(
      <PathLink to="/wallet/BTC" onClick={(event) => event.preventDefault()}>
        Bitcoin
      </PathLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Bitcoin' }));
    expect(screen.getByText('At /wallet')).toBeInTheDocument();
  });

  // React Router's Link reads the location and route to resolve its path, so each one renders again at every
  // navigation; the shell's links and a wallet page's cards did, at every page change (ADR 0026).
  it('does not render again when the location changes', async () => {
    const updates = { path: 0, router: 0 };
    const count = (id: string, phase: string) => {
      if (phase !== 'mount') updates[id as keyof typeof updates] += 1;
    };
    const router = renderApp(
      <>
        <Profiler id="path" onRender={count}>
          <PathLink to="/wallet/BTC">Bitcoin</PathLink>
        </Profiler>
        <Profiler id="router" onRender={count}>
          <Link to="/wallet/ETH">Ether</Link>
        </Profiler>
      </>,
    );
    await act(() => router.navigate('/wallet?page=2'));
    await act(() => router.navigate('/wallet?page=3'));
    expect(screen.getByText('At /wallet?page=3')).toBeInTheDocument();
    // The control: the same navigations render React Router's link again.
    expect(updates.router).toBeGreaterThan(0);
    expect(updates.path).toBe(0);
  });

  it('is React Router’s Link where no router is given to follow it (stories, tests)', async () => {
    render(
      <MemoryRouter initialEntries={['/wallet']}>
        <PathLink to="/wallet/BTC" state={{ email: 'ayse@example.com' }}>
          Bitcoin
        </PathLink>
        <Here />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Bitcoin' })).toHaveAttribute('href', '/wallet/BTC');
    await userEvent.click(screen.getByRole('link', { name: 'Bitcoin' }));
    expect(screen.getByText('At /wallet/BTC with ayse@example.com')).toBeInTheDocument();
  });
});
