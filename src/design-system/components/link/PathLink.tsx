import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { isForTheBrowser } from './browser-click';

export interface PathLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the app, with its query or hash if any: `/wallet/BTC`. */
  to: string;
}

/** Takes the app to an absolute path, in the page; it must read no location and never change (see PathLink). */
export type FollowPath = (to: string) => void;

/** The app's way to follow a PathLink: its router. Without one (a story, a test), PathLink is React Router's <Link>. */
export const FollowPathContext = createContext<FollowPath | null>(null);

/**
 * A link to an absolute path of the app, followed in the page. React Router's <Link> resolves its `to` against the
 * current location and route, so every <Link> renders again at every navigation, a page or filter change included:
 * the shell's links and a wallet page's cards, two dozen, for nothing, since an absolute path is the same wherever
 * one is (ADR 0026). This one reads neither: it follows the path with the app's router, given by FollowPathContext.
 */
export const PathLink = forwardRef<HTMLAnchorElement, PathLinkProps>(function PathLink(
  { to, onClick, children, ...anchor },
  ref,
) {
  const followPath = useContext(FollowPathContext);
  if (!followPath)
    return (
      <Link ref={ref} {...anchor} to={to} onClick={onClick}>
        {children}
      </Link>
    );
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (isForTheBrowser(event) || (anchor.target !== undefined && anchor.target !== '_self')) return;
    event.preventDefault();
    followPath(to);
  };
  return (
    <a ref={ref} {...anchor} href={to} onClick={follow}>
      {children}
    </a>
  );
});
