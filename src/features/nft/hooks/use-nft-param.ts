import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams, type To } from 'react-router-dom';

/** The URL parameter of the NFT whose details are open (?nft=<id>), as history's ?tx=: Back closes, a link opens. */
export const NFT_PARAM = 'nft';

/** Marks a history entry the screen pushed itself: closing then goes Back instead of adding an entry. */
const OPENED_HERE = { openedFromList: true } as const;

const openedHere = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'openedFromList' in state && state.openedFromList === true;

export interface NftParam {
  openId: string | null;
  /** Where a card's link goes: the same page with ?nft=<id> (the page kept). */
  linkTo: (id: string) => { to: To; state: typeof OPENED_HERE };
  close: () => void;
}

export function useNftParam(): NftParam {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openId = params.get(NFT_PARAM) || null;

  const linkTo = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set(NFT_PARAM, id);
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
        next.delete(NFT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [location.state, navigate, setParams]);

  return { openId, linkTo, close };
}
