import { describe, expect, it } from 'vitest';
import { activeNavItem, avatarSrc, displayNameOf, MAIN_NAV_ITEMS } from './navigation';

describe('main menu', () => {
  it('lists the spec entries in order', () => {
    expect(MAIN_NAV_ITEMS.map((item) => item.to)).toEqual([
      '/wallet',
      '/transaction-history',
      '/send',
      '/receive',
      '/conversion',
      '/nft',
      '/profile-settings',
      '/help',
    ]);
    expect(MAIN_NAV_ITEMS.filter((item) => item.soon).map((item) => item.id)).toEqual(['conversion', 'nft']);
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
    expect(activeNavItem(path)?.id).toBe(id);
  });

  it('highlights nothing elsewhere', () => {
    expect(activeNavItem('/registered')).toBeUndefined();
    expect(activeNavItem('/wallet/BTC/extra')).toBeUndefined();
  });
});

describe('user display', () => {
  it('shows the full name, else the email', () => {
    expect(displayNameOf({ fullName: 'Ayşe Yılmaz', email: 'ayse@example.com' })).toBe('Ayşe Yılmaz');
    expect(displayNameOf({ fullName: '', email: 'ayse@example.com' })).toBe('ayse@example.com');
    expect(displayNameOf({ email: 'ayse@example.com' })).toBe('ayse@example.com');
  });

  it('adds a cache-busting timestamp from updatedAt to the picture', () => {
    expect(avatarSrc({ email: 'a@b.c', image: 'https://cdn.example/u/1.png', updatedAt: '2026-01-15T12:00:00.000Z' })).toBe(
      'https://cdn.example/u/1.png?t=1768478400000',
    );
    expect(avatarSrc({ email: 'a@b.c', image: 'https://cdn.example/u/1.png?size=96', updatedAt: 1700000000000 })).toBe(
      'https://cdn.example/u/1.png?size=96&t=1700000000000',
    );
    expect(avatarSrc({ email: 'a@b.c', image: 'https://cdn.example/u/1.png' })).toBe('https://cdn.example/u/1.png');
    expect(avatarSrc({ email: 'a@b.c', image: null })).toBeUndefined();
  });
});
