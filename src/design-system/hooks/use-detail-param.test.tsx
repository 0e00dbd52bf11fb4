import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useDetailParam } from './use-detail-param';

const at = (url: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };

/** A row's link and where the router is. */
function Row({ id }: { id: string }) {
  const { linkTo } = useDetailParam('tx');
  const location = useLocation();
  const navigation = useNavigationType();
  return (
    <>
      <a {...linkTo(id)}>Open {id}</a>
      <output aria-label="location">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>
      <output aria-label="navigation">{navigation}</output>
    </>
  );
}

/** Clicks and tells whether the click was left to the browser (then stopped there: jsdom cannot follow links). */
function click(link: HTMLElement, init?: MouseEventInit): boolean {
  let leftToBrowser = false;
  const seeAtTheEnd = (event: MouseEvent) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', seeAtTheEnd);
  fireEvent.click(link, init);
  window.removeEventListener('click', seeAtTheEnd);
  return leftToBrowser;
}

describe('useDetailParam', () => {
  it("links a row to the same page with ?tx=<id>, keeping the page's other parameters", () => {
    const { result } = renderHook(() => useDetailParam('tx'), { wrapper: at('/history?asset=BTC&status=pending&page=3') });
    expect(result.current.openId).toBeNull();
    expect(result.current.linkTo('t-1').href).toBe('/history?asset=BTC&status=pending&page=3&tx=t-1');
  });

  it('replaces the entry already open, and encodes the id', () => {
    const { result } = renderHook(() => useDetailParam('tx'), { wrapper: at('/history?tx=old&page=2') });
    expect(result.current.openId).toBe('old');
    expect(result.current.linkTo('a b&c').href).toBe('/history?page=2&tx=a+b%26c');
  });

  it('links with the id alone when the page has no other parameter', () => {
    const { result } = renderHook(() => useDetailParam('nft'), { wrapper: at('/nft') });
    expect(result.current.linkTo('42').href).toBe('/nft?nft=42');
  });

  it('opens the details in place on a plain click, marked as opened from the list', () => {
    render(<Row id="t-1" />, { wrapper: at('/history?page=2') });
    expect(click(screen.getByRole('link', { name: 'Open t-1' }))).toBe(false);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/history?page=2&tx=t-1 {"openedFromList":true}');
  });

  it('replaces the history entry when the link is to the entry already open (Back still leaves the details)', () => {
    render(<Row id="t-1" />, { wrapper: at('/history?tx=t-1') });
    expect(click(screen.getByRole('link', { name: 'Open t-1' }))).toBe(false);
    expect(screen.getByRole('status', { name: 'navigation' })).toHaveTextContent('REPLACE');
  });

  it('adds a history entry for another entry', () => {
    render(<Row id="t-2" />, { wrapper: at('/history?tx=t-1') });
    click(screen.getByRole('link', { name: 'Open t-2' }));
    expect(screen.getByRole('status', { name: 'navigation' })).toHaveTextContent('PUSH');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/history?tx=t-2');
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['Ctrl+click', { ctrlKey: true }],
    ['Cmd+click', { metaKey: true }],
    ['Shift+click', { shiftKey: true }],
  ])('leaves %s to the browser (a new tab or window)', (_, init) => {
    render(<Row id="t-1" />, { wrapper: at('/history') });
    expect(click(screen.getByRole('link', { name: 'Open t-1' }), init)).toBe(true);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/history null');
  });
});
