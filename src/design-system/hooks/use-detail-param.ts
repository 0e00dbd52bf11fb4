import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams, type To } from 'react-router-dom';

/** Marks a history entry the screen pushed itself: closing then goes Back instead of adding an entry. */
const OPENED_HERE = { openedFromList: true } as const;

const openedHere = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'openedFromList' in state && state.openedFromList === true;

export interface DetailParam {
  /** The id in the URL, if any. */
  openId: string | null;
  /** Where a row's link goes: the same page with ?<name>=<id> (the other parameters kept). */
  linkTo: (id: string) => { to: To; state: typeof OPENED_HERE };
  close: () => void;
}

/**
 * The entry whose details are open lives in the URL (?<name>=<id>), so Back closes them, a shared link or a
 * reload opens them, and the screen always agrees with the address bar.
 */
export function useDetailParam(name: string): DetailParam {
  const [params, setParams] = useSearchParams();
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
  const linkTo = useCallback(
    (id: string) => ({ to: { search: `?${others}${new URLSearchParams({ [name]: id }).toString()}` }, state: OPENED_HERE }),
    [others, name],
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
