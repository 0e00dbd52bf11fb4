import { describe, expect, it } from 'vitest';
import { decideNavigation, shouldResetScroll, type GuardSession } from './guard';
import { routeNames, type RouteName } from '@/shared/routes';
import { routeByName, routeTable, type AppRoute } from './route-table';

const signedOut: GuardSession = { signedIn: false };
const customer: GuardSession = { signedIn: true, nw: 0, isAdmin: false };
const newcomer: GuardSession = { signedIn: true, nw: 1, isAdmin: false };
const admin: GuardSession = { signedIn: true, nw: 0, isAdmin: true };

function decide(name: RouteName, session: GuardSession, pathname = routeByName(name).path, search = '') {
  return decideNavigation({ route: routeByName(name), pathname, search, session });
}

describe('route table', () => {
  it('has the 20 routes of the spec and the goodbye page with their layouts', () => {
    expect(routeTable).toHaveLength(21);
    const layouts = Object.fromEntries(routeTable.map((route) => [route.name, route.layout]));
    expect(layouts).toMatchObject({
      home: 'auth',
      'sign-in': 'auth',
      'sign-up': 'auth',
      'forgot-password': 'auth',
      wallet: 'main',
      registered: 'main',
      slanding: 'plain',
      goodbye: 'auth',
    });
    expect(routeTable.filter((route) => route.layout === 'main')).toHaveLength(15);
  });

  it('gives every shared route name a layout once, with its shared path', () => {
    expect(routeTable.map((route) => route.name)).toEqual(routeNames);
    expect(routeByName('asset-detail').path).toBe('/wallet/:asset');
  });

  it('requires sign-in everywhere except the four guest screens and the public goodbye page', () => {
    expect(routeTable.filter((route) => route.access === 'guest').map((route) => route.name)).toEqual([
      'home',
      'sign-in',
      'sign-up',
      'forgot-password',
    ]);
    expect(routeTable.filter((route) => route.access === 'public').map((route) => route.name)).toEqual(['goodbye']);
  });
});

describe('navigation guard', () => {
  it.each(['home', 'sign-in', 'sign-up', 'forgot-password'] as const)('sends a signed-in user from %s to the wallet', (name) => {
    expect(decide(name, customer)).toEqual({ type: 'redirect', to: '/wallet' });
    expect(decide(name, signedOut)).toEqual({ type: 'allow' });
  });

  it('sends a signed-out visitor to sign-in and remembers the target with its query', () => {
    expect(decide('send', signedOut, '/send', '?asset=BTC')).toEqual({
      type: 'redirect',
      to: '/sign-in',
      rememberTarget: '/send?asset=BTC',
    });
    expect(decide('asset-detail', signedOut, '/wallet/ETH')).toEqual({
      type: 'redirect',
      to: '/sign-in',
      rememberTarget: '/wallet/ETH',
    });
  });

  it('does not remember registered as a target', () => {
    expect(decide('registered', signedOut)).toEqual({ type: 'redirect', to: '/sign-in' });
  });

  it('sends a new user (nw = 1) from the wallet to registered, and others away from registered', () => {
    expect(decide('wallet', newcomer)).toEqual({ type: 'redirect', to: '/registered' });
    expect(decide('registered', newcomer)).toEqual({ type: 'allow' });
    expect(decide('registered', customer)).toEqual({ type: 'redirect', to: '/wallet' });
    expect(decide('wallet', customer)).toEqual({ type: 'allow' });
  });

  it('shows the goodbye page to anyone, signed in or not (issue 19)', () => {
    expect(decide('goodbye', signedOut)).toEqual({ type: 'allow' });
    expect(decide('goodbye', customer)).toEqual({ type: 'allow' });
  });

  it('lets a new user reach other pages', () => {
    expect(decide('profile-settings', newcomer)).toEqual({ type: 'allow' });
  });

  it('sends non-admins away from an admin-only route', () => {
    const adminRoute: AppRoute = { ...routeByName('help'), adminOnly: true };
    expect(decideNavigation({ route: adminRoute, pathname: '/help', search: '', session: customer })).toEqual({
      type: 'redirect',
      to: '/wallet',
    });
    expect(decideNavigation({ route: adminRoute, pathname: '/help', search: '', session: admin })).toEqual({ type: 'allow' });
  });

  it('sends unnamed paths to the wallet, except .well-known paths', () => {
    expect(decideNavigation({ route: undefined, pathname: '/some/unknown', search: '', session: customer })).toEqual({
      type: 'redirect',
      to: '/wallet',
    });
    expect(
      decideNavigation({ route: undefined, pathname: '/.well-known/apple-app-site-association', search: '', session: signedOut }),
    ).toEqual({
      type: 'pass-through',
    });
  });
});

describe('scroll reset', () => {
  it('resets on a new path but not when only the query changes', () => {
    expect(shouldResetScroll(undefined, { pathname: '/wallet' })).toBe(true);
    expect(shouldResetScroll({ pathname: '/wallet' }, { pathname: '/send' })).toBe(true);
    expect(shouldResetScroll({ pathname: '/wallet' }, { pathname: '/wallet' })).toBe(false);
  });
});
