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
});
