import { act, render, screen, waitFor } from '@testing-library/react';
import { Profiler, useEffect, type ReactNode } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useDetailParam } from '../use-detail-param';
import { usePageParam } from '../use-page-param';
import { AddressBarQueryContext, useQueryParams } from './use-query-params';

/** A paged list's controls and what it reads. */
function List() {
  const { raw, goToPage } = usePageParam();
  const [params, setParams] = useQueryParams();
  const { linkTo } = useDetailParam('tx');
  return (
    <>
      <output aria-label="page">{raw ?? 'none'}</output>
      <output aria-label="status">{params.get('status') ?? 'all'}</output>
      <button onClick={() => goToPage(Number(raw ?? '1') + 1)}>Next page</button>
      <button onClick={() => setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), status: 'pending' }))}>
        Pending only
      </button>
      <button onClick={() => setParams(new URLSearchParams({ page: '9' }), { replace: true })}>Page 9 in place</button>
      <a {...linkTo('t-1')}>Open t-1</a>
    </>
  );
}

/** How often the route above the list rendered. */
const layoutRenders = { count: 0 };

/** The route above the list: renders again only when the router navigates. */
function Layout({ children }: { children: ReactNode }) {
  // After each of its renders (an effect without dependencies).
  useEffect(() => {
    layoutRenders.count += 1;
  });
  return <main>{children}</main>;
}

const routesWith = (listRenders: { count: number }): RouteObject[] => [
  {
    path: '/history',
    element: (
      <Layout>
        <Profiler id="list" onRender={() => (listRenders.count += 1)}>
          <List />
        </Profiler>
      </Layout>
    ),
  },
  { path: '/elsewhere', element: <p>Elsewhere</p> },
];

const click = (name: string) => act(() => screen.getByRole('button', { name }).click());

describe('useQueryParams in the app (the address bar holds the query)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  function openApp(url: string) {
    window.history.replaceState(null, '', url);
    const list = { count: 0 };
    const router = createBrowserRouter(routesWith(list));
    render(
      <AddressBarQueryContext.Provider value={true}>
        <RouterProvider router={router} />
      </AddressBarQueryContext.Provider>,
    );
    return { router, list };
  }

  it('changes the page in a new history entry and renders only the components that read the query', async () => {
    const { router, list } = openApp('/history?status=done');
    const entries = window.history.length;
    const layoutBefore = layoutRenders.count;
    const listBefore = list.count;

    await click('Next page');

    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('2');
    expect(window.location.pathname + window.location.search).toBe('/history?status=done&page=2');
    expect(window.history.length).toBe(entries + 1);
    expect(list.count).toBeGreaterThan(listBefore);
    expect(layoutRenders.count).toBe(layoutBefore);
    // The router is not told: its location keeps the query of its last navigation.
    expect(router.state.location.search).toBe('?status=done');
  });

  it('keeps the other parameters, and replaces the entry when asked', async () => {
    openApp('/history?page=3');
    await click('Pending only');
    expect(window.location.search).toBe('?page=3&status=pending');
    expect(screen.getByRole('status', { name: 'status' })).toHaveTextContent('pending');

    const entries = window.history.length;
    await click('Page 9 in place');
    expect(window.location.search).toBe('?page=9');
    expect(window.history.length).toBe(entries);
    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('9');
  });

  it('goes Back through the pages it wrote, the router reading them as its own entries', async () => {
    const { router } = openApp('/history');
    await click('Next page');
    await click('Next page');
    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('3');

    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('2'));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('POP');
  });

  it("reads the query of the router's own navigations, and links details from the address bar's query", async () => {
    const { router } = openApp('/history');
    await click('Next page');
    expect(screen.getByRole('link', { name: 'Open t-1' })).toHaveAttribute('href', '/history?page=2&tx=t-1');

    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/history?status=failed&page=5'));
    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('5');
    expect(screen.getByRole('status', { name: 'status' })).toHaveTextContent('failed');
  });
});

describe('useQueryParams under a memory router (stories, tests)', () => {
  it('leaves the query to the router', async () => {
    const router = createMemoryRouter(routesWith({ count: 0 }), { initialEntries: ['/history?page=4'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('4');

    await click('Next page');
    expect(router.state.location.search).toBe('?page=5');
    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('5');
  });
});
