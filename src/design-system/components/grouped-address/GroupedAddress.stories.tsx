import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { GroupedAddress } from './GroupedAddress';

const bitcoin = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ethereum = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

const meta = {
  title: 'Design system/GroupedAddress',
  component: GroupedAddress,
  args: { value: bitcoin },
  decorators: [
    (Story) => (
      <Box maxWidth="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof GroupedAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers get the groups as words; a selection copies the address as one string. */
export const Bitcoin: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('bc1q ar0s rrr7 xfkv y5l6 43ly dnw9 re59 gtzz wf5m dq')).toBeInTheDocument();
    const groups = canvasElement.querySelector('[aria-hidden="true"]');
    if (!groups) throw new Error('no visible groups');
    const selection = window.getSelection();
    selection?.selectAllChildren(groups);
    await expect(selection?.toString()).toBe(bitcoin);
    selection?.removeAllRanges();
  },
};

export const Ethereum: Story = { args: { value: ethereum, size: 'lg' } };

/** A look-alike of a past recipient: the characters that differ are marked. */
export const DifferenceHighlighted: Story = {
  args: { value: ethereum, highlight: [6, 38] },
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent).join('');
    await expect(marks).toBe(ethereum.slice(6, 38));
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** A long value (a payment link or a Stellar muxed address) wraps between groups and inside long runs. */
export const LongValue: Story = {
  args: { value: 'MAQAA5L65LSYH7CQ3VTJ7F3HHLGCL3DSLAR2Y47263D56MNNGHSQSAAAAAAAAAAE2LP26AAAAAAAAAAAAAAAAAAAAAAAA' },
};

export const Dark: Story = { args: { value: ethereum, highlight: [6, 38] }, globals: { theme: 'dark' } };

export const Mobile: Story = {
  args: { value: ethereum, size: 'lg' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
