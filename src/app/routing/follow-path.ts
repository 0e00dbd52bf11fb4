import type { FollowPath } from '@/design-system';

/** What of the app's router this needs (AppRouter has it). */
export interface PathRouter {
  navigate(to: string, options: { replace: boolean; state: unknown }): Promise<void>;
  readonly state: { readonly location: { readonly pathname: string; readonly search: string; readonly hash: string } };
}

/**
 * How the design system's links move the app: straight through the router, which neither reads nor follows the
 * location in React, so the links never render again on a navigation. As React Router's <Link> does, a link to
 * where the customer already is replaces the history entry instead of adding one.
 */
export function followPathWith(router: PathRouter): FollowPath {
  return (to, { replace, state } = {}) => {
    const { pathname, search, hash } = router.state.location;
    void router.navigate(to, { replace: replace ?? `${pathname}${search}${hash}` === to, state });
  };
}
