import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Heading } from '../components/heading';
import { AssetsGrid, TotalBalance } from '../components/wallet';
import { sampleAssets } from '../fixtures/assets';
import { portraitUrl } from '../fixtures/images';
import { sampleHomeHref, sampleNavItems, sampleProfileHref } from '../fixtures/navigation';
import { MainLayout } from './MainLayout';
import { MAIN_CONTENT_ID } from './navigation';
import { focusMovedInto } from '../fixtures/focus';

function WalletPage() {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading level={1}>My Wallet</Heading>
        <p>Your asset accounts and their value in dollars.</p>
      </Stack>
      <TotalBalance total="68700.88" />
      <Heading level={2} size="md">
        Assets
      </Heading>
      <AssetsGrid assets={sampleAssets} label="Assets" />
    </Stack>
  );
}

const user = { fullName: 'Ayşe Yılmaz', email: 'ayse.yilmaz@example.com', image: portraitUrl };

const meta = {
  title: 'Design system/MainLayout',
  component: MainLayout,
  parameters: { layout: 'fullscreen', route: '/wallet' },
  args: {
    navItems: sampleNavItems,
    activeNavId: 'wallet',
    homeHref: sampleHomeHref,
    profileHref: sampleProfileHref,
    user,
    unreadCount: 3,
    onOpenNotifications: fn(),
    onSignOut: fn(),
    locale: 'en',
    onLocaleChange: fn(),
    children: <WalletPage />,
  },
} satisfies Meta<typeof MainLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

/** Desktop: the 300 px sidebar with logo, user, bell and menu; My Wallet is the current page. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'My Wallet' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: /Conversion/ })).toHaveTextContent('Soon');
    await expect(canvas.getByText('Ayşe Yılmaz')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', MAIN_CONTENT_ID);
  },
};

/**
 * The app names the highlighted entry (an asset's page highlights My Wallet; the matching is tested in
 * src/app/layouts): the entry with that id is the current page, whatever the URL.
 */
export const AssetDetailHighlightsWallet: Story = {
  parameters: { route: '/wallet/BTC' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'My Wallet' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NftTransferHighlightsNft: Story = {
  args: { activeNavId: 'nft' },
  parameters: { route: '/nft/transfer/7' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: /NFT/ })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'My Wallet' })).not.toHaveAttribute('aria-current');
  },
};

export const SupportHighlightsHelp: Story = {
  args: { activeNavId: 'help' },
  parameters: { route: '/unreceived-deposit-assistance' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Help & Support' })).toHaveAttribute('aria-current', 'page');
    await expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  },
};

/** The hover look of a menu entry: the row warms and the icon takes the accent colour. */
export const HoverEntry: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Send' });
    link.setAttribute('data-hover', '');
    await expect(link).toHaveAttribute('data-hover');
  },
};

/** The first Tab shows the skip link; it moves focus to the main area. */
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
  },
};

export const OpenNotificationsAndSignOut: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 3 unread' }));
    await expect(args.onOpenNotifications).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByText('Türkçe'));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('tr');
  },
};

export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Log Out' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** The user is still loading: placeholders, never a wrong name. */
export const UserLoading: Story = { args: { user: undefined, unreadCount: 0 } };

/** No full name: the email; no picture: the default logo. */
export const EmailOnlyNoPicture: Story = {
  args: { user: { fullName: '', email: 'jane.doe@example.com', image: null }, unreadCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('jane.doe@example.com')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/** The picture URL carries ?t=<updatedAt timestamp>, so a new upload shows at once. */
export const PictureCacheBusting: Story = {
  args: {
    user: { fullName: 'Can Demir', email: 'can@example.com', image: '/favicon.svg', updatedAt: '2026-01-15T11:00:00.000Z' },
  },
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector<HTMLImageElement>('img[alt="Can Demir"]');
    await expect(picture?.getAttribute('src')).toBe('/favicon.svg?t=1768474800000');
  },
};

export const LongName: Story = {
  args: {
    user: {
      fullName: 'Maximilian Alexander Konstantin von Hohenberg-Schwarzenstein',
      email: 'maximilian.alexander.von.hohenberg@example.com',
      image: null,
    },
    unreadCount: 120,
  },
};

export const Turkish: Story = {
  args: { locale: 'tr' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Ana menü' });
    await expect(within(nav).getByRole('link', { name: 'Cüzdanım' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: /Dönüştür/ })).toHaveTextContent('Yakında');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Below lg: a header with the menu button, the bell and the avatar (to Profile Settings). */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('href', '/profile-settings');
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** The slide-in menu lists the pages and Log Out; choosing a page closes it. */
export const MobileMenuOpen: Story = {
  globals: mobile,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(menu).toHaveAttribute('data-state', 'open'));
    const nav = within(menu).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(8);
    await expect(within(menu).getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

export const MobileMenuNavigates: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    // Chosen before the drawer has taken the focus (its focus trap starts a frame later), nothing would hand it back.
    await focusMovedInto(menu);
    await userEvent.click(within(menu).getByRole('link', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The drawer hands the focus back to its trigger after it has gone (a frame later on a busy machine).
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toHaveFocus());
  },
};

export const MobileTurkishMenu: Story = {
  args: { locale: 'tr' },
  globals: { ...mobile, locale: 'tr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menüyü aç' }));
    const menu = await screen.findByRole('dialog', { name: 'Menü' });
    await waitFor(() => expect(menu).toHaveAttribute('data-state', 'open'));
  },
};

export const MobileDarkMenu: Story = {
  globals: { ...mobile, theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(menu).toHaveAttribute('data-state', 'open'));
  },
};

/** Tablets (md) use the mobile header too: the sidebar starts at lg. */
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
