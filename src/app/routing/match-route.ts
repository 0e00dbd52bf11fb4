import { matchPath } from 'react-router-dom';
import { routeTable, type AppRoute } from './route-table';

// The guard asks at every navigation, and a page change keeps the pathname: the last answer is kept, so such a
// navigation does not match (and compile) every route's pattern again.
let last: { pathname: string; route: AppRoute | undefined } | undefined;

/** The route of the table a pathname belongs to, if any. */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  if (last?.pathname !== pathname) {
    last = { pathname, route: routeTable.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null) };
  }
  return last.route;
}
