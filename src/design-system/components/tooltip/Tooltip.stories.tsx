import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { IconButton } from '../icon-button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Design system/Tooltip',
  component: Tooltip,
  args: {
    content: 'Network fee, paid to miners',
    children: (
      <IconButton label="About the fee" variant="outline">
        <Info />
      </IconButton>
    ),
  },
  decorators: [
    (Story) => (
      <Box p="16">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Keyboard focus opens it at once; Escape closes it. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'About the fee' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Network fee, paid to miners'));
  },
};

export const EscapeCloses: Story = {
  play: async () => {
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    placement: 'bottom',
    content: 'The fee depends on how busy the network is. It is shown before you confirm and is never refunded.',
  },
};

export const Turkish: Story = {
  args: { defaultOpen: true, content: 'Ağ ücreti, madencilere ödenir' },
  globals: { locale: 'tr' },
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

/** On a phone the tooltip stays inside the screen, whatever its length. */
export const Mobile: Story = {
  args: {
    content: 'The network fee goes to the miners who confirm your transaction; it depends on how busy the network is.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
    const box = tooltip.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
