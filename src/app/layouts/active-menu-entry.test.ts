import { describe, expect, it } from 'vitest';
import { MAIN_MENU, pathTo } from '@/shared/routes';
import { activeMenuEntry } from './active-menu-entry';

describe('main menu', () => {
  it('lists the spec entries in order', () => {
    expect(MAIN_MENU.map((entry) => pathTo(entry.route))).toEqual([
      '/wallet',
      '/transaction-history',
      '/send',
      '/receive',
      '/conversion',
      '/nft',
      '/profile-settings',
      '/help',
    ]);
    expect(MAIN_MENU.filter((entry) => entry.soon).map((entry) => entry.id)).toEqual(['conversion', 'nft']);
  });

  it.each([
    ['/wallet', 'wallet'],
    ['/wallet/BTC', 'wallet'],
    ['/transaction-history', 'transactionHistory'],
    ['/send', 'send'],
    ['/receive', 'receive'],
    ['/conversion', 'conversion'],
    ['/nft', 'nft'],
    ['/nft/create', 'nft'],
    ['/nft/transfer/42', 'nft'],
    ['/profile-settings', 'profileSettings'],
    ['/profile-settings/change-password', 'profileSettings'],
    ['/help', 'help'],
    ['/support', 'help'],
    ['/unreceived-deposit-assistance', 'help'],
  ])('highlights %s on %s', (path, id) => {
    expect(activeMenuEntry(path)?.id).toBe(id);
  });

  it('highlights nothing elsewhere', () => {
    expect(activeMenuEntry('/registered')).toBeUndefined();
    expect(activeMenuEntry('/wallet/BTC/extra')).toBeUndefined();
  });
});
