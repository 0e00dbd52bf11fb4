import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useDetailParam } from './use-detail-param';

const at = (url: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };

describe('useDetailParam', () => {
  it("links a row to the same page with ?tx=<id>, keeping the page's other parameters", () => {
    const { result } = renderHook(() => useDetailParam('tx'), { wrapper: at('/history?asset=BTC&status=pending&page=3') });
    expect(result.current.openId).toBeNull();
    expect(result.current.linkTo('t-1')).toEqual({
      to: { search: '?asset=BTC&status=pending&page=3&tx=t-1' },
      state: { openedFromList: true },
    });
  });

  it('replaces the entry already open, and encodes the id', () => {
    const { result } = renderHook(() => useDetailParam('tx'), { wrapper: at('/history?tx=old&page=2') });
    expect(result.current.openId).toBe('old');
    expect(result.current.linkTo('a b&c').to.search).toBe('?page=2&tx=a+b%26c');
  });

  it('links with the id alone when the page has no other parameter', () => {
    const { result } = renderHook(() => useDetailParam('nft'), { wrapper: at('/nft') });
    expect(result.current.linkTo('42').to.search).toBe('?nft=42');
  });
});
