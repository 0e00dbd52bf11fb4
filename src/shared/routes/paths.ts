/**
 * The spec's route names and paths (section 2), written once. The app adds layout and access rules,
 * features link with pathTo(), the design system receives finished hrefs.
 */
export const routePaths = {
  home: '/',
  'sign-in': '/sign-in',
  'sign-up': '/sign-up',
  'forgot-password': '/forgot-password',
  wallet: '/wallet',
  'asset-detail': '/wallet/:asset',
  'transaction-history': '/transaction-history',
  'unreceived-deposit-assistance': '/unreceived-deposit-assistance',
  send: '/send',
  receive: '/receive',
  conversion: '/conversion',
  nft: '/nft',
  'create-nft': '/nft/create',
  'transfer-nft': '/nft/transfer/:id',
  'profile-settings': '/profile-settings',
  'change-password': '/profile-settings/change-password',
  help: '/help',
  support: '/support',
  registered: '/registered',
  slanding: '/slanding',
  // Issue 19: shown after the account is deleted (not a route of the spec's table; public).
  goodbye: '/goodbye',
} as const;

export type RouteName = keyof typeof routePaths;

/** Every route name, in the spec's order. */
export const routeNames = Object.keys(routePaths) as RouteName[];

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The parameters a route's path needs, e.g. { asset: string } for asset-detail. */
export type RouteParams<Name extends RouteName> = { [Key in ParamNames<(typeof routePaths)[Name]>]: string };

/** Routes whose path has no parameter (menu entries, redirects). */
export type StaticRouteName = {
  [Name in RouteName]: [ParamNames<(typeof routePaths)[Name]>] extends [never] ? Name : never;
}[RouteName];

/** The React Router pattern of a route, e.g. "/wallet/:asset". */
export function routePattern(name: RouteName): string {
  return routePaths[name];
}

/** Concrete path of a route with its parameters filled in (encoded): pathTo('asset-detail', { asset: 'BTC' }). */
export function pathTo<Name extends RouteName>(
  name: Name,
  ...[params]: [ParamNames<(typeof routePaths)[Name]>] extends [never] ? [] : [params: RouteParams<Name>]
): string {
  const values: Partial<Record<string, string>> = params ?? {};
  return routePaths[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
}
