import { pathTo } from '@/shared/routes';
import type { AppRoute } from './route-table';

export interface GuardSession {
  signedIn: boolean;
  /** The new-user flag (nw) of the signed-in user: 1 until registration is complete. */
  nw?: number;
  isAdmin?: boolean;
}

export interface GuardInput {
  /** The matched route, or undefined for a path the table does not name. */
  route: AppRoute | undefined;
  pathname: string;
  search: string;
  session: GuardSession;
}

export type GuardDecision =
  | { type: 'allow' }
  /** Let the request through untouched (.well-known paths). */
  | { type: 'pass-through' }
  /** Go elsewhere; `rememberTarget` is the path to continue to after sign-in. */
  | { type: 'redirect'; to: string; rememberTarget?: string };

/** The navigation guard of the spec (section 2), as a pure decision. */
export function decideNavigation({ route, pathname, search, session }: GuardInput): GuardDecision {
  if (!route) {
    return pathname.includes('.well-known') ? { type: 'pass-through' } : { type: 'redirect', to: pathTo('wallet') };
  }
  if (route.access === 'public') return { type: 'allow' };
  if (route.access === 'guest') {
    return session.signedIn ? { type: 'redirect', to: pathTo('wallet') } : { type: 'allow' };
  }
  if (!session.signedIn) {
    const target = `${pathname}${search}`;
    return pathname.includes('registered')
      ? { type: 'redirect', to: pathTo('sign-in') }
      : { type: 'redirect', to: pathTo('sign-in'), rememberTarget: target };
  }
  if (route.adminOnly && !session.isAdmin) return { type: 'redirect', to: pathTo('wallet') };
  const isNewUser = session.nw === 1;
  if (route.name === 'wallet' && isNewUser) return { type: 'redirect', to: pathTo('registered') };
  if (route.name === 'registered' && !isNewUser) return { type: 'redirect', to: pathTo('wallet') };
  return { type: 'allow' };
}

/**
 * Scroll of the main content resets after a navigation, except when only the query changed on the same
 * path (e.g. the wallet's ?page=).
 */
export function shouldResetScroll(previous: { pathname: string } | undefined, next: { pathname: string }): boolean {
  return previous === undefined || previous.pathname !== next.pathname;
}
