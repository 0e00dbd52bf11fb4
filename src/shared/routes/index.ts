export { pathTo, routeNames, routePattern, routePaths, type RouteName, type RouteParams, type StaticRouteName } from './paths';
export { NFT_PARAM, TX_PARAM } from './detail-params';
export { HOME_ROUTE, MAIN_MENU, PROFILE_ROUTE, type MenuEntry, type MenuEntryId } from './menu';
