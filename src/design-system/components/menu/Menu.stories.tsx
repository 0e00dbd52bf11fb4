import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Download, EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { IconButton } from '../icon-button';
import { Menu } from './Menu';

const meta = {
  title: 'Design system/Menu',
  component: Menu,
  args: {
    trigger: (
      <IconButton label="Actions" variant="outline">
        <EllipsisVertical />
      </IconButton>
    ),
    items: [
      { value: 'copy', label: 'Copy address', icon: <Copy /> },
      { value: 'rename', label: 'Rename', icon: <Pencil /> },
      { value: 'export', label: 'Export CSV', icon: <Download />, disabled: true },
      { value: 'delete', label: 'Delete', icon: <Trash2 />, danger: true, separated: true },
    ],
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <Box minHeight="64" minWidth="64" display="flex" justifyContent="center">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
    await expect(screen.getByRole('menuitem', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Enter opens it, arrows move (skipping disabled items), Enter picks, focus returns to the trigger. */
export const KeyboardOperable: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveFocus();
    // Enter as a browser sends it to a menu button: one keydown (user-event would add a synthetic click, which
    // toggles the menu a second time when it lands after the keydown has opened it).
    fireEvent.keyDown(trigger, { key: 'Enter', code: 'Enter' });
    // Keys go where focus is: wait until the open menu has taken it, and for each highlight.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-highlighted'));
    // Enter as a browser sends it: one keydown on the menu. (user-event would also send its keypress to the
    // trigger, which has focus again by then, and "click" it open a second time.)
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith('delete'));
    // The menu unmounts after its exit animation; the screenshot must not catch it half-gone.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Whether Chrome paints the ring on a restored focus depends on trusted key presses, which a play function
    // cannot make, so the screenshot is of the closed menu without it (IconButton's stories show the ring).
    trigger.blur();
  },
};

export const Turkish: Story = {
  args: {
    trigger: (
      <IconButton label="İşlemler" variant="outline">
        <EllipsisVertical />
      </IconButton>
    ),
    items: [
      { value: 'copy', label: 'Adresi kopyala', icon: <Copy /> },
      { value: 'delete', label: 'Sil', icon: <Trash2 />, danger: true, separated: true },
    ],
  },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'İşlemler' }));
    await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
  },
};

/** Opens the menu and waits until it shows (the screenshot then has it fully in). */
async function openMenu(canvasElement: HTMLElement, name = 'Actions') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
}

const longItems = [
  { value: 'copy', label: 'Copy the deposit address for Tether USD on the Tron (TRC-20) network', icon: <Copy /> },
  { value: 'export', label: 'Export every transaction of the last twelve months as a CSV file', icon: <Download /> },
  { value: 'delete', label: 'Remove this asset account from the wallet', icon: <Trash2 />, danger: true, separated: true },
];

/** Long labels wrap inside the menu's width instead of running off the screen. */
export const LongText: Story = {
  args: { items: longItems },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    const menu = screen.getByRole('menu');
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A dozen entries: the list scrolls within the window, and typing a letter jumps to an item. */
export const ManyItems: Story = {
  args: {
    items: [
      'Bitcoin',
      'Ethereum',
      'Tether',
      'Solana',
      'Cardano',
      'Polkadot',
      'Avalanche',
      'Chainlink',
      'Litecoin',
      'Stellar',
      'Tron',
      'Uniswap',
    ].map((label) => ({ value: label.toLowerCase(), label })),
  },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await expect(screen.getAllByRole('menuitem')).toHaveLength(12);
    await userEvent.keyboard('u');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Uniswap' })).toHaveAttribute('data-highlighted'));
  },
};

/** On a phone, long labels too: the menu stays inside the screen. */
export const Mobile: Story = {
  args: { items: longItems },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    const menu = screen.getByRole('menu').getBoundingClientRect();
    await expect(menu.left).toBeGreaterThanOrEqual(0);
    await expect(menu.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
