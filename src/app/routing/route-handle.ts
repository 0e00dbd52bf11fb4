/** Static data every route declares; read by the title and guard logic. */
export interface RouteHandle {
  /** Message id of the page title; the document title becomes '{title} | Wallet brand'. */
  titleId: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleId === 'string';
}
