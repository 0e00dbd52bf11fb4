import { matchPath } from 'react-router-dom';
import { routeTable, type AppRoute } from './route-table';

/** The route of the table a pathname belongs to, if any. */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  return routeTable.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
