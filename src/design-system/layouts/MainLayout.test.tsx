import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { sampleHomeHref, sampleNavItems, sampleProfileHref } from '../fixtures/navigation';
import { MainLayout } from './MainLayout';

const SCREEN = <h1>Screen</h1>;
const onOpenNotifications = vi.fn();
const onSignOut = vi.fn();

/** The layout as the app uses it: only the current menu entry changes when the customer moves on. */
function Navigating() {
  const [active, setActive] = useState('wallet');
  return (
    <>
      <button type="button" onClick={() => setActive('transactionHistory')}>
        Go to history
      </button>
      <MainLayout
        navItems={sampleNavItems}
        activeNavId={active}
        homeHref={sampleHomeHref}
        profileHref={sampleProfileHref}
        user={{ fullName: 'Ayşe Yılmaz', email: 'ayse@example.com' }}
        unreadCount={2}
        onOpenNotifications={onOpenNotifications}
        onSignOut={onSignOut}
      >
        {SCREEN}
      </MainLayout>
    </>
  );
}

/** The layout as data arrives: the user, the unread count, then a sign-out under way. */
function Updating() {
  const [updated, setUpdated] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setUpdated(true)}>
        Update
      </button>
      <MainLayout
        navItems={sampleNavItems}
        activeNavId="wallet"
        homeHref={sampleHomeHref}
        profileHref={sampleProfileHref}
        user={updated ? { fullName: 'Ayşe Yılmaz', email: 'ayse@example.com' } : undefined}
        unreadCount={updated ? 3 : 0}
        onOpenNotifications={onOpenNotifications}
        onSignOut={onSignOut}
        signingOut={updated}
      >
        {SCREEN}
      </MainLayout>
    </>
  );
}

describe('MainLayout', () => {
  it('moves the current-page mark in the menu when only the current entry changes', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Navigating />);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'My Wallet' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Go to history' }));
    expect(within(menu).getByRole('link', { name: 'Transaction History' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'My Wallet' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'Screen' })).toBeInTheDocument();
  });

  it('shows a new unread count, user and sign-out state in both headers, with the memoised menus kept current', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Updating />);
    expect(screen.getAllByRole('button', { name: 'Notifications', hidden: true })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Log Out' })).not.toHaveAttribute('aria-busy');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getAllByRole('button', { name: 'Notifications, 3 unread', hidden: true })).toHaveLength(2);
    expect(screen.getByText('Ayşe Yılmaz')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'My Wallet' })).toHaveAttribute('aria-current', 'page');
    // Log Out in the sidebar (the phone menu's sits in its closed drawer) shows the sign-out under way.
    expect(screen.getByRole('button', { name: 'Log Out' })).toHaveAttribute('aria-busy', 'true');
  });
});
