import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box, Stack } from 'styled-system/jsx';
import { Button } from '../button';
import { AssetPicker, type AssetPickerOption, type AssetPickerProps } from './AssetPicker';

const assets: AssetPickerOption[] = [
  { value: 'btc', symbol: 'BTC', name: 'Bitcoin', balance: '0.52 BTC', balanceSecondary: '$34,112.40' },
  { value: 'eth', symbol: 'ETH', name: 'Ethereum', balance: '3.1 ETH', balanceSecondary: '$9,920.00' },
  { value: 'usdt', symbol: 'USDT', name: 'Tether', balance: '1,250 USDT', balanceSecondary: '$1,250.00' },
  { value: 'trx', symbol: 'TRX', name: 'TRON', balance: '0 TRX', balanceSecondary: '$0.00' },
];

const many: AssetPickerOption[] = [
  ...assets,
  ...[
    'SOL Solana',
    'XRP XRP',
    'DOGE Dogecoin',
    'LTC Litecoin',
    'ADA Cardano',
    'DOT Polkadot',
    'ATOM Cosmos',
    'TON Toncoin',
    'NEAR NEAR Protocol',
    'XLM Stellar',
    'ALGO Algorand',
    'XTZ Tezos',
  ].map((entry, index) => {
    const [symbol = '', ...name] = entry.split(' ');
    return {
      value: symbol.toLowerCase(),
      symbol,
      name: name.join(' '),
      balance: `${index + 1}.5 ${symbol}`,
      balanceSecondary: `$${(index + 1) * 12}.00`,
    };
  }),
];

function Stateful(props: AssetPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AssetPicker
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
  title: 'Design system/AssetPicker',
  component: AssetPicker,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Asset', options: assets, value: '', onValueChange: fn() },
  decorators: [
    (Story) => (
      <Box width="full" maxWidth="lg" p="4">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AssetPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters by symbol or name; a click chooses. */
export const SearchAndChoose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listbox', { name: 'Asset' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search assets' }), 'teth');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
    await userEvent.click(canvas.getByRole('option', { name: /USDT/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('usdt');
    await waitFor(() => expect(canvas.getByRole('option', { name: /USDT/ })).toHaveAttribute('aria-selected', 'true'));
  },
};

export const Selected: Story = { args: { value: 'eth', hint: 'Only assets you hold can be sent.' } };

/** The keyboard stays in the search field: arrows move through the results, Enter chooses. */
export const Keyboard: Story = {
  args: { options: many },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search assets' }));
    await userEvent.keyboard('polka');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('option', { name: /DOT/ })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('dot'));
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search assets' }), 'zzz');
    await expect(await canvas.findByRole('status')).toHaveTextContent('No asset matches “zzz”');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search assets' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No assets to choose from');
  },
};

export const Many: Story = { args: { options: many, value: 'sol' } };

/** The chosen XTZ row is in view inside the list, which has scrolled to it. */
async function expectChosenInView(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('listbox');
  const chosen = within(list).getByRole('option', { name: /^XTZ/ });
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => {
    const shown = list.getBoundingClientRect();
    const row = chosen.getBoundingClientRect();
    expect(row.top >= shown.top && row.bottom <= shown.bottom).toBe(true);
  });
  await expect(list.scrollTop).toBeGreaterThan(0);
}

/** Prefilled (e.g. from the URL) with the last asset: the list scrolls to it, the page does not. */
export const PrefilledBelowTheFold: Story = {
  args: { options: many, value: 'xtz' },
  play: async ({ canvasElement }) => {
    await expectChosenInView(canvasElement);
  },
};

function ShownLater(props: AssetPickerProps) {
  const [shown, setShown] = useState(false);
  return (
    <Stack gap="3" alignItems="start">
      <Button variant="outline" onClick={() => setShown(true)}>
        Choose another asset
      </Button>
      <Box hidden={!shown} width="full">
        <Stateful {...props} />
      </Box>
    </Stack>
  );
}

/**
 * Prefilled inside a part of the page shown later (a closed section, a screen hidden while it loads): the list
 * has no size until then, and scrolls to the asset once it is shown.
 */
export const PrefilledShownLater: Story = {
  args: { options: many, value: 'xtz' },
  render: (args) => <ShownLater {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose another asset' }));
    await expectChosenInView(canvasElement);
  },
};

export const LongTextAndUnavailable: Story = {
  args: {
    error: 'Choose the asset to send',
    options: [
      {
        value: 'long',
        symbol: 'WRAPPEDSTAKEDETH',
        name: 'Wrapped liquid staked Ether 2.0 (bridged from the Ethereum beacon chain)',
        balance: '123,456,789.123456789012345678 WRAPPEDSTAKEDETH',
        balanceSecondary: '$987,654,321.00',
      },
      { value: 'gala', symbol: 'GALA', name: 'Gala', balance: '10 GALA', unavailableReason: 'Withdrawals of GALA are paused.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('option', { name: /GALA/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('listbox', { name: 'Asset' })).toHaveAccessibleDescription('Choose the asset to send');
  },
};

export const Turkish: Story = {
  args: {
    label: 'Varlık',
    value: 'btc',
    options: assets.map((asset) => ({ ...asset, balance: String(asset.balance).replace('.', ',') })),
  },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Varlık ara' })).toBeVisible();
  },
};

export const Phone: Story = {
  args: { value: 'usdt' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Dark: Story = { args: { value: 'btc' }, globals: { theme: 'dark' } };
