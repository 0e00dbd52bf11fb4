import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { isForTheBrowser } from './browser-click';
import { FollowPathContext, type FollowOptions } from './follow-path';

export interface PathLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, FollowOptions {
  /** An absolute path of the app, with its query or hash if any: `/wallet/BTC`. */
  to: string;
}

/**
 * A link to an absolute path of the app, followed in the page. React Router's <Link> resolves its `to` against the
 * current location and route, so every <Link> renders again at every navigation, a page or filter change included:
 * the shell's links and a wallet page's cards, two dozen, for nothing, since an absolute path is the same wherever
 * one is (ADR 0026). This one reads neither: it follows the path with the app's router, given by FollowPathContext.
 */
export const PathLink = forwardRef<HTMLAnchorElement, PathLinkProps>(function PathLink(
  { to, replace, state, onClick, children, ...anchor },
  ref,
) {
  const followPath = useContext(FollowPathContext);
  if (!followPath)
    return (
      <Link ref={ref} {...anchor} to={to} replace={replace} state={state} onClick={onClick}>
        {children}
      </Link>
    );
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (isForTheBrowser(event) || (anchor.target !== undefined && anchor.target !== '_self')) return;
    event.preventDefault();
    followPath(to, { replace, state });
  };
  return (
    <a ref={ref} {...anchor} href={to} onClick={follow}>
      {children}
    </a>
  );
});
