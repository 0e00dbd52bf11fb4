import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams, type To } from 'react-router-dom';

/** The URL parameter of the entry whose details are open (?tx=<id>): Back closes them, a shared link opens them. */
export const DETAIL_PARAM = 'tx';

/** Marks a history entry the screen pushed itself: closing then goes Back instead of adding an entry. */
const OPENED_HERE = { openedFromList: true } as const;

const openedHere = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'openedFromList' in state && state.openedFromList === true;

export interface DetailParam {
  /** The id in the URL, if any. */
  openId: string | null;
  /** Where a row's link goes: the same page with ?tx=<id> (the other parameters kept). */
  linkTo: (id: string) => { to: To; state: typeof OPENED_HERE };
  close: () => void;
}

/** The open entry lives in the URL, so Back, reload and shared links all agree with the screen. */
export function useDetailParam(): DetailParam {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openId = params.get(DETAIL_PARAM) || null;

  const linkTo = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set(DETAIL_PARAM, id);
      return { to: { search: `?${next.toString()}` }, state: OPENED_HERE };
    },
    [params],
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
        next.delete(DETAIL_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [location.state, navigate, setParams]);

  return { openId, linkTo, close };
}
