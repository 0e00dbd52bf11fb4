/**
 * The spec's route table (section 2): name, path, layout and access rules. Components are attached in
 * router.tsx; everything the guard decides comes from here.
 */
export type LayoutName = 'auth' | 'main' | 'plain';

export type Access =
  /** Anyone; signed-in users are sent to the wallet (home, sign-in, sign-up, forgot-password). */
  | 'guest'
  /** Signed-in users only. */
  | 'user';

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

export const routeNames = [
  'home',
  'sign-in',
  'sign-up',
  'forgot-password',
  'wallet',
  'asset-detail',
  'transaction-history',
  'unreceived-deposit-assistance',
  'send',
  'receive',
  'conversion',
  'nft',
  'create-nft',
  'transfer-nft',
  'profile-settings',
  'change-password',
  'help',
  'support',
  'registered',
  'slanding',
] as const;

export type RouteName = (typeof routeNames)[number];

const route = (name: RouteName, path: string, layout: LayoutName, access: Access): AppRoute => ({
  name,
  path,
  layout,
  access,
  titleId: `routes.${name}.title`,
});

export const routeTable: readonly AppRoute[] = [
  route('home', '/', 'auth', 'guest'),
  route('sign-in', '/sign-in', 'auth', 'guest'),
  route('sign-up', '/sign-up', 'auth', 'guest'),
  route('forgot-password', '/forgot-password', 'auth', 'guest'),
  route('wallet', '/wallet', 'main', 'user'),
  route('asset-detail', '/wallet/:asset', 'main', 'user'),
  route('transaction-history', '/transaction-history', 'main', 'user'),
  route('unreceived-deposit-assistance', '/unreceived-deposit-assistance', 'main', 'user'),
  route('send', '/send', 'main', 'user'),
  route('receive', '/receive', 'main', 'user'),
  route('conversion', '/conversion', 'main', 'user'),
  route('nft', '/nft', 'main', 'user'),
  route('create-nft', '/nft/create', 'main', 'user'),
  route('transfer-nft', '/nft/transfer/:id', 'main', 'user'),
  route('profile-settings', '/profile-settings', 'main', 'user'),
  route('change-password', '/profile-settings/change-password', 'main', 'user'),
  route('help', '/help', 'main', 'user'),
  route('support', '/support', 'main', 'user'),
  route('registered', '/registered', 'main', 'user'),
  // The spec does not show slanding's layout: it only completes the hosted sign-in, so a plain container.
  route('slanding', '/slanding', 'plain', 'user'),
];

export function routeByName(name: RouteName): AppRoute {
  const found = routeTable.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No route named ${name}`);
  return found;
}

/** Concrete path of a route, with its parameters filled in. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
