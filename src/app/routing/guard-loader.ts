import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { waitFor } from 'xstate';
import { getFreshAccessToken, isSessionReadyNow, sessionOf, type RootActorRef, type SessionSnapshot } from '@/machines';
import { writeRedirectPath } from '@/services/storage';
import { decideNavigation, type GuardDecision, type GuardSession } from './guard';
import { matchAppRoute } from './match-route';

export interface GuardData {
  /** A .well-known path: not the app's to handle. */
  passThrough: boolean;
}

/** The guard's decision for this URL and session (the loader's, and what a screen's early requests check first). */
export function decideFor(url: URL, snapshot: SessionSnapshot): GuardDecision {
  const user = snapshot.context.user;
  const session: GuardSession = snapshot.matches('signedIn')
    ? { signedIn: true, nw: user?.nw ?? 0, isAdmin: user?.isAdmin ?? false }
    : { signedIn: false };
  return decideNavigation({ route: matchAppRoute(url.pathname), pathname: url.pathname, search: url.search, session });
}

/**
 * The navigation guard, run before every navigation: waits for the session to be known, refreshes an
 * expired access token, then allows, redirects (remembering where the visitor wanted to go) or passes through.
 * `appMounted` holds the first navigation back until the app's RouterProvider is on the page: React Router's
 * provider follows the router from its mount on, so a first navigation that ended before would never be shown.
 */
export function createGuardLoader(root: RootActorRef, appMounted: Promise<void> = Promise.resolve()) {
  return async ({ request }: LoaderFunctionArgs): Promise<GuardData> => {
    await appMounted;
    const url = new URL(request.url);
    const session = sessionOf(root);
    await waitFor(session, (snapshot) => !snapshot.matches('initialising'));
    if (session.getSnapshot().matches('signedIn')) {
      // A refresh that found no network keeps the session (retried when the network returns); the page opens,
      // and its calls are refused until a token can be had. Any other failure has signed the user out here.
      await getFreshAccessToken(session).catch(() => null);
    }
    const decision = decideFor(url, session.getSnapshot());
    if (decision.type === 'redirect') {
      if (decision.rememberTarget) writeRedirectPath(decision.rememberTarget);
      throw redirect(decision.to);
    }
    return { passThrough: decision.type === 'pass-through' };
  };
}

/**
 * Whether the guard's loader runs before a navigation. It does for every new path. For a change of the query alone
 * (a page, a filter) the stored session is read here, at once: the loader runs only when the session needs
 * waiting for (still being read, a refresh under way, an expired access token: the spec's refresh before the
 * navigation) or the guard redirects. Otherwise nothing the loader returns would change, and skipping it spares
 * the navigation a loading state, an extra render and the loader's chain of promises (ADR 0026, session 95).
 */
export function createGuardRevalidation(root: RootActorRef, now = () => Date.now()) {
  return ({ currentUrl, nextUrl }: Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl'>): boolean => {
    if (currentUrl.pathname !== nextUrl.pathname) return true;
    const snapshot = sessionOf(root).getSnapshot();
    if (!isSessionReadyNow(snapshot, now())) return true;
    return decideFor(nextUrl, snapshot).type === 'redirect';
  };
}
