import { routePattern, type RouteName } from '@/shared/routes';

/**
 * The spec's route table (section 2): layout and access rules of each route; names and paths come from
 * src/shared/routes. Components are attached in router.tsx; everything the guard decides comes from here.
 */
export type LayoutName = 'auth' | 'main' | 'plain';

export type Access =
  /** Anyone; signed-in users are sent to the wallet (home, sign-in, sign-up, forgot-password). */
  | 'guest'
  /** Signed-in users only. */
  | 'user'
  /** Anyone, signed in or not, left where they are (the goodbye page after an account deletion). */
  | 'public';

export interface AppRoute {
  name: RouteName;
  /** React Router path pattern. */
  path: string;
  layout: LayoutName;
  access: Access;
  /** Message id of the page title. */
  titleId: string;
  /** Sends non-admins to the wallet (the spec defines the flag; no listed route uses it). */
  adminOnly?: boolean;
}

const route = (name: RouteName, layout: LayoutName, access: Access): AppRoute => ({
  name,
  path: routePattern(name),
  layout,
  access,
  titleId: `routes.${name}.title`,
});

export const routeTable: readonly AppRoute[] = [
  route('home', 'auth', 'guest'),
  route('sign-in', 'auth', 'guest'),
  route('sign-up', 'auth', 'guest'),
  route('forgot-password', 'auth', 'guest'),
  route('wallet', 'main', 'user'),
  route('asset-detail', 'main', 'user'),
  route('transaction-history', 'main', 'user'),
  route('unreceived-deposit-assistance', 'main', 'user'),
  route('send', 'main', 'user'),
  route('receive', 'main', 'user'),
  route('conversion', 'main', 'user'),
  route('nft', 'main', 'user'),
  route('create-nft', 'main', 'user'),
  route('transfer-nft', 'main', 'user'),
  route('profile-settings', 'main', 'user'),
  route('change-password', 'main', 'user'),
  route('help', 'main', 'user'),
  route('support', 'main', 'user'),
  route('registered', 'main', 'user'),
  // The spec does not show slanding's layout: it only completes the hosted sign-in, so a plain container.
  route('slanding', 'plain', 'user'),
  // Issue 19: after an account deletion the visitor is signed out; the auth layout's brand frame and language switch.
  route('goodbye', 'auth', 'public'),
];

export function routeByName(name: RouteName): AppRoute {
  const found = routeTable.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No route named ${name}`);
  return found;
}
