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
    await userEvent.keyboard('{Enter}');
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
    await expect(within(canvasElement).getByRole('button', { name: 'Actions' })).toHaveFocus();
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
