import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toLocalDateTime } from '../model/assistance-schema';
import { UnreceivedDepositScreen } from './UnreceivedDepositScreen';
import { scenarios } from '@/mocks/scenarios';
import { walletApi } from '@/services/api';
import { formatLocalDate } from '@/shared/dates';
import { Box } from 'styled-system/jsx';
import { dismissToasts, toastTexts } from '@/test/story-toasts';

const inMainLayout: Decorator = (Story) => (
  <Box as="main" p={{ base: '4', md: '8' }} minHeight="screenH" bg="canvas">
    <Story />
  </Box>
);

/** A well-formed Bitcoin hash that is not in the demo customer's history. */
const UNKNOWN_BTC_HASH = 'ab'.repeat(32);
/** Five days before Storybook's fixed now: older than any network's expected arrival. */
const SENT_AT = '2026-01-10T09:30';

/** A local date-time as an English-speaking customer types it: the day (01/10/2026) and the time (09:30). */
function typedMoment(localDateTime: string) {
  const [day = '', time = ''] = localDateTime.split('T');
  return { day: formatLocalDate(day, 'en'), time };
}

const meta = {
  title: 'Screens/Unreceived deposit assistance',
  component: UnreceivedDepositScreen,
  decorators: [inMainLayout],
  parameters: {
    layout: 'fullscreen',
    route: `/unreceived-deposit-assistance?asset=BTC&network=bitcoin&txHash=${UNKNOWN_BTC_HASH}`,
    session: 'customer',
  },
} satisfies Meta<typeof UnreceivedDepositScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the prefilled form: the customer's own address is filled in once it has loaded. */
async function prefilled(canvasElement: HTMLElement, addressLabel: RegExp = /Address it was sent to/) {
  const canvas = within(canvasElement);
  const address = await walletApi.getWalletAddress('btc', 'bitcoin');
  await waitFor(() => expect(canvas.getByRole('textbox', { name: addressLabel })).toHaveValue(address?.address), {
    timeout: 5000,
  });
  return canvas;
}

async function fillRest(canvasElement: HTMLElement, { amount = '0.015', sentAt = SENT_AT } = {}) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Amount sent/ }), amount);
  const { day, time } = typedMoment(sentAt);
  await userEvent.type(canvas.getByRole('textbox', { name: /Date sent/ }), day);
  await userEvent.type(canvas.getByRole('textbox', { name: /Time sent/ }), time);
}

const submit = (canvasElement: HTMLElement, name = 'Send request') =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

/** Prefilled from a history link: asset, network, hash, and the customer's own address on that network. */
export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await prefilled(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Transaction hash/ })).toHaveValue(UNKNOWN_BTC_HASH);
    await expect(canvas.getByRole('combobox', { name: /Asset/ })).toHaveTextContent('BTC · Bitcoin');
    await expect(canvas.getByRole('combobox', { name: /Network it was sent on/ })).toHaveTextContent('Bitcoin');
  },
};

/** A hash that is not one of this network's: an inline error, and what was typed stays. */
export const BadHash: Story = {
  parameters: { route: '/unreceived-deposit-assistance?asset=BTC&network=bitcoin&txHash=0x1234' },
  play: async ({ canvasElement }) => {
    const canvas = await prefilled(canvasElement);
    await fillRest(canvasElement);
    await submit(canvasElement);
    await expect(
      await canvas.findByText(
        'This is not a transaction hash of this network. Check that it is complete and that the network is right.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Transaction hash/ })).toHaveValue('0x1234');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Transaction hash/ })).toHaveFocus());
  },
};

/** A day that does not exist and a time without its minutes: each field says how to write it, and keeps it. */
export const WrongMoment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await prefilled(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount sent/ }), '0.015');
    await userEvent.type(canvas.getByRole('textbox', { name: /Date sent/ }), '02/30/2026');
    await userEvent.type(canvas.getByRole('textbox', { name: /Time sent/ }), '9.3');
    await submit(canvasElement);
    await expect(await canvas.findByText('Enter a real date in the format MM/DD/YYYY.')).toBeVisible();
    await expect(canvas.getByText('Enter the time as hours and minutes, such as 14:30.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Date sent/ })).toHaveValue('02/30/2026');
    await expect(canvas.getByRole('textbox', { name: /Time sent/ })).toHaveValue('9.3');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Date sent/ })).toHaveFocus());
  },
};

/** The server fails: the catalogue message as a toast, and everything typed stays. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.error('POST /deposit-unreceiveds')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await prefilled(canvasElement);
    await fillRest(canvasElement);
    await submit(canvasElement);
    await waitFor(() => expect(toastTexts()).toEqual(['An error occurred while submitting the form, please try again later']), {
      timeout: 8000,
    });
    await expect(canvas.getByRole('textbox', { name: /Amount sent/ })).toHaveValue('0.015');
    await expect(canvas.getByRole('textbox', { name: /Transaction hash/ })).toHaveValue(UNKNOWN_BTC_HASH);
    await dismissToasts();
  },
};

/** Sent: the reference and what happens next. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await prefilled(canvasElement);
    await fillRest(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Request sent' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/^Your reference: dur/)).toBeVisible();
  },
};

/** The hash is a deposit already in the history: a link to it instead of a request. */
export const AlreadyInHistory: Story = {
  parameters: { route: '/unreceived-deposit-assistance?asset=BTC&network=bitcoin' },
  play: async ({ canvasElement }) => {
    const canvas = await prefilled(canvasElement);
    const deposits = await walletApi.listTransactions({ type: 'deposit', asset: 'BTC', per_page: 200 });
    const deposit = deposits.data.find((transaction) => transaction.txHash && transaction.networkId === 'bitcoin');
    if (!deposit?.txHash) throw new Error('the demo customer has a BTC deposit with a hash');
    await userEvent.type(canvas.getByRole('textbox', { name: /Transaction hash/ }), deposit.txHash);
    await fillRest(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByText('This deposit has arrived', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See it in your history' })).toHaveAttribute(
      'href',
      expect.stringContaining('/transaction-history?asset=BTC&type=deposit'),
    );
  },
};

/** Sent a minute ago on Bitcoin (about 20 minutes): it may still be on its way; a second press sends anyway. */
export const MayStillArrive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await prefilled(canvasElement);
    await fillRest(canvasElement, { sentAt: toLocalDateTime(new Date(Date.now() - 60_000)) });
    await submit(canvasElement);
    await expect(await canvas.findByText('It may still be on its way', {}, { timeout: 5000 })).toBeVisible();
    await submit(canvasElement, 'Send request anyway');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Request sent' }, { timeout: 5000 })).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await prefilled(canvasElement, /Gönderildiği adres/);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Yatırma ulaşmadı mı?' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await prefilled(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await prefilled(canvasElement);
  },
};
