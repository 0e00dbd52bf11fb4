import { ArrowDownToLine, ArrowLeftRight, Gem, History, LifeBuoy, Send, UserCog, Wallet, type LucideIcon } from 'lucide-react';
import type { NavItem } from '@/design-system';
import { MAIN_MENU, pathTo, type MenuEntryId } from '@/shared/routes';

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
