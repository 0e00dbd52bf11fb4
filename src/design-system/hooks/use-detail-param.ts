import { useCallback, useMemo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isForTheBrowser } from '../components/link/browser-click';
import { useQueryParams } from './query-params/use-query-params';

/** Marks a history entry the screen pushed itself: closing then goes Back instead of adding an entry. */
const OPENED_HERE = { openedFromList: true } as const;

const openedHere = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'openedFromList' in state && state.openedFromList === true;

/** The props of an `<a>` that opens an entry's details. */
export interface DetailLinkProps {
  /** The same page with ?<name>=<id> (the other parameters kept). */
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface DetailParam {
  /** The id in the URL, if any. */
  openId: string | null;
  /** A row's link to an entry's details. */
  linkTo: (id: string) => DetailLinkProps;
  close: () => void;
}

/**
 * The entry whose details are open lives in the URL (?<name>=<id>), so Back closes them, a shared link or a
 * reload opens them, and the screen always agrees with the address bar.
 */
export function useDetailParam(name: string): DetailParam {
  const [params, setParams] = useQueryParams();
  // The path and the entry's state only: the query is the address bar's (useQueryParams).
  const location = useLocation();
  const navigate = useNavigate();
  const openId = params.get(name) || null;

  // The other parameters, serialised once per render rather than once per row (a page draws twenty links).
  const others = useMemo(() => {
    const rest = new URLSearchParams(params);
    rest.delete(name);
    const query = rest.toString();
    return query ? `${query}&` : '';
  }, [params, name]);
  const query = params.toString();
  // Plain links with one shared click handler, not React Router's <Link>: a page draws twenty of them, and each
  // <Link> resolves its path and sets up its own handler and prefetching (ADR 0026). Opening is the router's
  // navigation, which keeps the entry's state (closing then goes Back).
  const open = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (isForTheBrowser(event)) return;
      event.preventDefault();
      const { search } = new URL(event.currentTarget.href);
      void navigate({ search }, { state: OPENED_HERE, replace: search === (query ? `?${query}` : '') });
    },
    [navigate, query],
  );
  const linkTo = useCallback(
    (id: string): DetailLinkProps => ({
      href: `${location.pathname}?${others}${new URLSearchParams({ [name]: id }).toString()}`,
      onClick: open,
    }),
    [location.pathname, others, name, open],
  );

  const close = useCallback(() => {
    if (openedHere(location.state)) {
      void navigate(-1);
      return;
    }
    // Opened from a shared link or a reload: nothing of ours to go back to.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [location.state, navigate, setParams, name]);

  return { openId, linkTo, close };
}
