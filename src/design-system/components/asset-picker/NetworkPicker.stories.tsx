import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { NetworkPicker, type NetworkPickerOption, type NetworkPickerProps } from './NetworkPicker';

/** What Send shows: fee, minimum, arrival, memo; one network in maintenance. */
const withdrawalNetworks: NetworkPickerOption[] = [
  {
    value: 'tron',
    name: 'TRON (TRC20)',
    description: 'TRC20',
    available: true,
    facts: [
      { label: 'Fee', value: '1 USDT' },
      { label: 'Minimum', value: '10 USDT' },
      { label: 'Arrives in', value: '≈ 1 min' },
      { label: 'Memo', value: 'Not needed' },
    ],
  },
  {
    value: 'ethereum',
    name: 'Ethereum',
    description: 'ERC20',
    available: true,
    facts: [
      { label: 'Fee', value: '4.2 USDT' },
      { label: 'Minimum', value: '10 USDT' },
      { label: 'Arrives in', value: '≈ 3 min' },
      { label: 'Memo', value: 'Not needed' },
    ],
  },
  {
    value: 'filecoin',
    name: 'Filecoin',
    description: 'FEVM',
    available: false,
    unavailableReason: 'Under maintenance: withdrawals on Filecoin are paused.',
    facts: [
      { label: 'Fee', value: '0.5 USDT' },
      { label: 'Minimum', value: '10 USDT' },
    ],
  },
];

/** What Receive shows: minimum deposit and confirmations. */
const depositNetworks: NetworkPickerOption[] = [
  {
    value: 'ripple',
    name: 'XRP Ledger',
    available: true,
    facts: [
      { label: 'Minimum deposit', value: '1 XRP' },
      { label: 'Confirmations', value: '1' },
      { label: 'Tag', value: 'Required' },
    ],
  },
  {
    value: 'bsc',
    name: 'BNB Smart Chain (BEP20)',
    available: false,
    unavailableReason: 'Deposits on BNB Smart Chain are closed.',
    facts: [{ label: 'Minimum deposit', value: '1 XRP' }],
  },
];

function Stateful(props: NetworkPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NetworkPicker
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/NetworkPicker',
  component: NetworkPicker,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Network',
    hint: 'Send only on a network the receiving wallet supports.',
    options: withdrawalNetworks,
    value: '',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <Box width="full" maxWidth="xl" p="4">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NetworkPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A network in maintenance is listed with its reason but cannot be chosen. */
export const SendWithMaintenance: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const closed = canvas.getByRole('option', { name: /Filecoin/ });
    await expect(closed).toHaveAttribute('aria-disabled', 'true');
    await expect(closed).toHaveTextContent('Under maintenance');
    await userEvent.click(closed);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('option', { name: /TRON/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('tron');
    await waitFor(() => expect(canvas.getByRole('option', { name: /TRON/ })).toHaveAttribute('aria-selected', 'true'));
  },
};

export const Receive: Story = {
  args: { options: depositNetworks, value: 'ripple', hint: undefined },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('option')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('This asset moves on no network right now');
  },
};

export const LongTextWithError: Story = {
  args: {
    error: 'Choose the network you are sending on',
    options: [
      {
        value: 'long',
        name: 'Avalanche C-Chain (contract-based tokens, EVM-compatible, bridged from Ethereum)',
        description: 'ARC20 wrapped',
        available: true,
        facts: [
          { label: 'Fee', value: '0.000123456789012345 WRAPPEDSTAKEDETH' },
          { label: 'Minimum', value: '123,456.789 WRAPPEDSTAKEDETH' },
          { label: 'Arrives in', value: '≈ 2 h 30 min' },
          { label: 'Memo', value: 'Required: the exchange will lose your deposit without it' },
        ],
      },
    ],
  },
};

export const Turkish: Story = {
  args: {
    label: 'Ağ',
    hint: 'Yalnızca alıcı cüzdanın desteklediği ağda gönderin.',
    value: 'tron',
    options: [
      {
        value: 'tron',
        name: 'TRON (TRC20)',
        available: true,
        facts: [
          { label: 'Ücret', value: '1 USDT' },
          { label: 'En az', value: '10 USDT' },
          { label: 'Varış', value: '≈ 1 dk' },
        ],
      },
      {
        value: 'filecoin',
        name: 'Filecoin',
        available: false,
        unavailableReason: 'Bakımda: Filecoin üzerinde çekimler durduruldu.',
        facts: [{ label: 'Ücret', value: '0,5 USDT' }],
      },
    ],
  },
  globals: { locale: 'tr' },
};

export const Phone: Story = {
  args: { value: 'ethereum' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Dark: Story = { args: { value: 'tron' }, globals: { theme: 'dark' } };
