import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { usePrefetchNeighbours } from './prefetch-neighbours';

function setUp() {
  const asked: number[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const pageQuery = (page: number) =>
    queryOptions({
      queryKey: ['list', page] as const,
      queryFn: async () => {
        asked.push(page);
        return { page };
      },
    });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { asked, client, pageQuery, wrapper };
}

describe('usePrefetchNeighbours', () => {
  it('fetches the pages either side of the one shown into the cache the list reads', async () => {
    const { asked, client, pageQuery, wrapper } = setUp();
    renderHook(() => usePrefetchNeighbours({ enabled: true, page: 2, lastPage: 3, pageQuery }), { wrapper });
    await waitFor(() => expect(asked.sort()).toEqual([1, 3]));
    expect(client.getQueryData(pageQuery(3).queryKey)).toEqual({ page: 3 });
  });

  it('asks for no page before the first or after the last', async () => {
    const { asked, pageQuery, wrapper } = setUp();
    const { rerender } = renderHook(({ page }) => usePrefetchNeighbours({ enabled: true, page, lastPage: 3, pageQuery }), {
      wrapper,
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(asked).toEqual([2]));
    rerender({ page: 3 });
    await waitFor(() => expect(asked).toEqual([2]));
    // Page 2 is cached and fresh: moving to the last page asks for nothing new.
    expect(asked).toEqual([2]);
  });

  it('asks again for no neighbour the cache holds, even stale, but for one that was invalidated', async () => {
    const { asked, client, pageQuery, wrapper } = setUp();
    client.setQueryData(pageQuery(1).queryKey, { page: 1 }, { updatedAt: Date.now() - 10 * 60_000 });
    client.setQueryData(pageQuery(3).queryKey, { page: 3 }, { updatedAt: Date.now() - 10 * 60_000 });
    await client.invalidateQueries({ queryKey: pageQuery(3).queryKey });
    renderHook(() => usePrefetchNeighbours({ enabled: true, page: 2, lastPage: 3, pageQuery }), { wrapper });
    await waitFor(() => expect(asked).toEqual([3]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([3]);
  });

  it('waits until the page shown has settled', async () => {
    const { asked, pageQuery, wrapper } = setUp();
    const { rerender } = renderHook(({ enabled }) => usePrefetchNeighbours({ enabled, page: 2, lastPage: 5, pageQuery }), {
      wrapper,
      initialProps: { enabled: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    rerender({ enabled: true });
    await waitFor(() => expect(asked.sort()).toEqual([1, 3]));
  });
});
