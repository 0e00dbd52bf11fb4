import type { RouteName, StaticRouteName } from './paths';

/** One entry of the spec's main menu. */
export interface MenuEntry {
  id: 'wallet' | 'transactionHistory' | 'send' | 'receive' | 'conversion' | 'nft' | 'profileSettings' | 'help';
  /** Message id of the label. */
  labelId: string;
  route: StaticRouteName;
  /** Other routes on which this entry is highlighted too. */
  activeOn: readonly RouteName[];
  /** Shows the Soon badge. */
  soon?: boolean;
}

export type MenuEntryId = MenuEntry['id'];

export const MAIN_MENU: readonly MenuEntry[] = [
  { id: 'wallet', labelId: 'ds.nav.wallet', route: 'wallet', activeOn: ['asset-detail'] },
  { id: 'transactionHistory', labelId: 'ds.nav.transactionHistory', route: 'transaction-history', activeOn: [] },
  { id: 'send', labelId: 'ds.nav.send', route: 'send', activeOn: [] },
  { id: 'receive', labelId: 'ds.nav.receive', route: 'receive', activeOn: [] },
  { id: 'conversion', labelId: 'ds.nav.conversion', route: 'conversion', activeOn: [], soon: true },
  { id: 'nft', labelId: 'ds.nav.nft', route: 'nft', activeOn: ['create-nft', 'transfer-nft'], soon: true },
  { id: 'profileSettings', labelId: 'ds.nav.profileSettings', route: 'profile-settings', activeOn: ['change-password'] },
  { id: 'help', labelId: 'ds.nav.help', route: 'help', activeOn: ['support', 'unreceived-deposit-assistance'] },
];

/** Where the logo leads. */
export const HOME_ROUTE = 'wallet' satisfies StaticRouteName;
/** Where the avatar links to. */
export const PROFILE_ROUTE = 'profile-settings' satisfies StaticRouteName;
