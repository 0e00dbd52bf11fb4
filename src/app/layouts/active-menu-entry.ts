import { matchPath } from 'react-router-dom';
import { MAIN_MENU, routePattern, type MenuEntry } from '@/shared/routes';

/** Whether `pathname` is the entry's page or one of the pages it is also highlighted on. */
export function isMenuEntryActive(entry: MenuEntry, pathname: string): boolean {
  return [entry.route, ...entry.activeOn].some((route) => matchPath({ path: routePattern(route), end: true }, pathname) !== null);
}

/** The menu entry to highlight for a path, if any. */
export function activeMenuEntry(pathname: string, menu: readonly MenuEntry[] = MAIN_MENU): MenuEntry | undefined {
  return menu.find((entry) => isMenuEntryActive(entry, pathname));
}
