import { ArrowDownToLine, ArrowLeftRight, Gem, History, LifeBuoy, Send, UserCog, Wallet, type LucideIcon } from 'lucide-react';
import type { NavItem } from '@/design-system';
import { HOME_ROUTE, MAIN_MENU, pathTo, PROFILE_ROUTE, type MenuEntryId } from '@/shared/routes';

const icons: Record<MenuEntryId, LucideIcon> = {
  wallet: Wallet,
  transactionHistory: History,
  send: Send,
  receive: ArrowDownToLine,
  conversion: ArrowLeftRight,
  nft: Gem,
  profileSettings: UserCog,
  help: LifeBuoy,
};

/** The shared main menu as the layout draws it. */
export const MAIN_NAV_ITEMS: readonly NavItem[] = MAIN_MENU.map((entry) => {
  const Icon = icons[entry.id];
  return { id: entry.id, labelId: entry.labelId, href: pathTo(entry.route), icon: <Icon aria-hidden />, soon: entry.soon };
});

/** Where the main layout's menu, logo and avatar lead: one set for the app's layout and the frame drawn at build time. */
export const MAIN_LAYOUT_LINKS = {
  navItems: MAIN_NAV_ITEMS,
  homeHref: pathTo(HOME_ROUTE),
  profileHref: pathTo(PROFILE_ROUTE),
} as const;
