import { matchPath } from 'react-router-dom';

/** The main menu of the spec: label, route, the other routes it is highlighted on, and a Soon badge. */
export interface NavItem {
  id: 'wallet' | 'transactionHistory' | 'send' | 'receive' | 'conversion' | 'nft' | 'profileSettings' | 'help';
  /** Message id of the label (ds.nav.*). */
  labelId: string;
  to: string;
  /** Route patterns (react-router) that also highlight this entry. */
  activeOn: readonly string[];
  soon?: boolean;
}

export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { id: 'wallet', labelId: 'ds.nav.wallet', to: '/wallet', activeOn: ['/wallet/:asset'] },
  { id: 'transactionHistory', labelId: 'ds.nav.transactionHistory', to: '/transaction-history', activeOn: [] },
  { id: 'send', labelId: 'ds.nav.send', to: '/send', activeOn: [] },
  { id: 'receive', labelId: 'ds.nav.receive', to: '/receive', activeOn: [] },
  { id: 'conversion', labelId: 'ds.nav.conversion', to: '/conversion', activeOn: [], soon: true },
  { id: 'nft', labelId: 'ds.nav.nft', to: '/nft', activeOn: ['/nft/create', '/nft/transfer/:id'], soon: true },
  {
    id: 'profileSettings',
    labelId: 'ds.nav.profileSettings',
    to: '/profile-settings',
    activeOn: ['/profile-settings/change-password'],
  },
  { id: 'help', labelId: 'ds.nav.help', to: '/help', activeOn: ['/support', '/unreceived-deposit-assistance'] },
];

/** Where the logo leads and the avatar links to. */
export const HOME_PATH = '/wallet';
export const PROFILE_PATH = '/profile-settings';

/** The id of the main scroll container: the router resets its scroll position after navigation. */
export const MAIN_CONTENT_ID = 'main-content';

/** Whether `pathname` is the entry's page or one of the pages it is also highlighted on. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return [item.to, ...item.activeOn].some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** The entry to highlight for a path, if any. */
export function activeNavItem(pathname: string, items: readonly NavItem[] = MAIN_NAV_ITEMS): NavItem | undefined {
  return items.find((item) => isNavItemActive(item, pathname));
}

/** A signed-in user as the layout shows them. */
export interface LayoutUser {
  /** Name and family name joined; empty when either is missing. */
  fullName?: string | null;
  email: string;
  /** Profile picture URL. */
  image?: string | null;
  /** When the profile (and so the picture) last changed: an ISO date or a timestamp. */
  updatedAt?: string | number | null;
}

/** Full name, else email. */
export function displayNameOf(user: LayoutUser): string {
  return user.fullName?.trim() || user.email;
}

/**
 * The picture URL with a cache-busting `t=<updatedAt timestamp>`, so a new picture shows at once;
 * undefined without a picture (the default logo shows).
 */
export function avatarSrc(user: LayoutUser): string | undefined {
  if (!user.image) return undefined;
  const stamp = typeof user.updatedAt === 'number' ? user.updatedAt : user.updatedAt ? Date.parse(user.updatedAt) : Number.NaN;
  if (!Number.isFinite(stamp)) return user.image;
  return `${user.image}${user.image.includes('?') ? '&' : '?'}t=${stamp}`;
}
