import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, within } from 'storybook/test';
import { FormAlert } from '@/design-system';
import { loadChecksums } from '@/services/addresses';
import { Box } from 'styled-system/jsx';
import { checkRecipient } from '../model/recipient-check';
import { AmountStep } from './AmountStep';
import { AssetStep } from './AssetStep';
import { accounts, challenge, ethereum, form, PAST_RECIPIENT, quote, transaction, tron, usdtNetworks } from './fixtures';
import { RecipientStep } from './RecipientStep';
import { ResultStep } from './ResultStep';
import { ReviewStep } from './ReviewStep';
import { VerificationStep } from './VerificationStep';

const prices = [{ symbol: 'USDT', price: '1', change24h: null, updatedAt: '2026-01-15T12:00:00Z' }];
// All lower case: valid under EIP-55 (a mixed-case imitation would fail its checksum).
const POISONED = `${PAST_RECIPIENT.slice(0, 6)}00000000000000000000000000000000${PAST_RECIPIENT.slice(-4)}`.toLowerCase();

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Box as="main" p={{ base: '4', md: '8' }} minHeight="screenH" bg="canvas">
      {children}
    </Box>
  );
}

const meta = {
  title: 'Send/Steps',
  parameters: { layout: 'fullscreen', session: 'customer', route: '/send' },
  // The recipient checks need the checksum coders, which the screen loads on open.
  loaders: [async () => ({ checksums: await loadChecksums() })],
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const edit = fn();

/** Step 1: USDT chosen; Filecoin is in maintenance, shown with its reason, not selectable. */
export const AssetAndNetwork: Story = {
  render: () => (
    <AssetStep
      form={{ ...form, networkId: 'tron' }}
      accounts={accounts}
      prices={prices}
      networks={usdtNetworks}
      networksLoading={false}
      onEdit={edit}
      onNext={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('option', { name: /Filecoin/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const AssetTurkishPhone: Story = {
  ...AssetAndNetwork,
  play: undefined,
  globals: { locale: 'tr', viewport: { value: 'mobile', isRotated: false } },
};

/** Step 2: the address imitates a past recipient: side by side, the middle marked, Continue waits for the tick. */
export const RecipientLookAlike: Story = {
  render: () => {
    const typed = { ...form, address: POISONED, acceptedWarnings: [] };
    return (
      <RecipientStep
        form={typed}
        current={ethereum}
        check={checkRecipient(typed, ethereum, usdtNetworks, [PAST_RECIPIENT], [])}
        onEdit={edit}
        onAccept={fn()}
        onNext={fn()}
        onBack={fn()}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This address looks like one you used before')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** A TRON address typed while Ethereum is chosen: the switch is offered. */
export const RecipientWrongNetwork: Story = {
  render: () => {
    const typed = { ...form, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' };
    return (
      <RecipientStep
        form={typed}
        current={ethereum}
        check={checkRecipient(typed, ethereum, usdtNetworks, [], [])}
        onEdit={edit}
        onAccept={fn()}
        onNext={fn()}
        onBack={fn()}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This looks like a TRON (TRC20) address — switch to TRON (TRC20)?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Switch to TRON (TRC20)' })).toBeVisible();
  },
};

/** Step 3 in Turkish: 950 is above what today's limit leaves (amount + fee), with the figure and the reset. */
export const AmountAboveDailyLimitTurkish: Story = {
  render: () => (
    <AmountStep
      form={{ ...form, amountText: '950', amount: '950' }}
      current={tron}
      balance="1250.5"
      dailyLimit={quote.dailyLimit}
      usdPrice="1"
      onEdit={edit}
      onNext={fn()}
      onBack={fn()}
    />
  ),
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Günlük limitinizin üzerinde: .*en fazla 899 USDT/)).toBeVisible();
  },
};

/** Step 4: the full address in groups of four, fee, what arrives, total, the limit left, accepted warnings. */
export const Review: Story = {
  render: () => (
    <ReviewStep
      form={form}
      current={ethereum}
      quote={quote}
      loading={false}
      busy={false}
      failed={false}
      onConfirm={fn()}
      onRetry={fn()}
      onBack={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('254.7 USDT')).toBeVisible();
    await expect(canvas.getByText('645.3 USDT')).toBeVisible();
  },
};

export const ReviewDark: Story = { ...Review, play: undefined, globals: { theme: 'dark' } };

/** Step 5 after a wrong code: attempts left, the countdown and the resend delay. */
export const VerificationWrongCode: Story = {
  render: () => (
    <VerificationStep
      challenge={challenge}
      sentAt={Date.now()}
      codes={{ email: '000000', sms: '000000' }}
      expired={false}
      busy={false}
      resending={false}
      attemptsLeft={4}
      error={{ status: 422, code: undefined, message: 'Wrong verification code', fieldErrors: [] }}
      onCode={fn()}
      onVerify={fn()}
      onResend={fn()}
      onExpired={fn()}
      onBack={fn()}
    />
  ),
  parameters: { visual: { disable: true, reason: 'A live countdown: the seconds change between frames.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 attempts left.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Send a new code in 0:30/ })).toBeDisabled();
  },
};

/** The codes expired: a new code, nothing else lost. */
export const VerificationExpiredPhone: Story = {
  render: () => (
    <VerificationStep
      challenge={challenge}
      sentAt={Date.now() - 301_000}
      codes={{}}
      expired
      busy={false}
      resending={false}
      attemptsLeft={5}
      error={null}
      onCode={fn()}
      onVerify={fn()}
      onResend={fn()}
      onExpired={fn()}
      onBack={fn()}
    />
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send a new code' })).toBeVisible();
  },
};

/** Step 6: the pending withdrawal, with history and "Send again". */
export const ResultPending: Story = {
  render: () => <ResultStep transaction={transaction} networkName="Ethereum (ERC20)" decimals={6} onSendAgain={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending')).toBeVisible();
  },
};

const amountStep = (amount: string, balance = '1250.5', remaining = quote.dailyLimit.remaining) => (
  <AmountStep
    form={{ ...form, amountText: amount, amount }}
    current={tron}
    balance={balance}
    dailyLimit={{ ...quote.dailyLimit, remaining }}
    usdPrice="1"
    onEdit={edit}
    onNext={fn()}
    onBack={fn()}
  />
);

/** Step 3: below the network's minimum, with the figure. */
export const AmountBelowMinimum: Story = {
  render: () => amountStep('5'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The minimum on this network is 10 USDT.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Review' })).toBeDisabled();
  },
};

/** Step 3: more than the balance once the fee is added: the most that can go, with the fee named. */
export const AmountAboveBalance: Story = {
  render: () => amountStep('1250', '1250.5', '100000'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('More than you have: with the 1 USDT fee you can send up to 1,249.5 USDT.'),
    ).toBeVisible();
  },
};

/** Step 3: above what the network takes at once (balance and limit would allow it). */
export const AmountAboveNetworkMax: Story = {
  render: () => amountStep('260000', '300000', '1000000'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The most this network takes at once is 250,000 USDT.')).toBeVisible();
  },
};

function FeeChangedNotice() {
  const intl = useIntl();
  return <FormAlert tone="info">{intl.formatMessage({ id: 'send.review.feeChanged' })}</FormAlert>;
}

/** Step 4: the fee was older than 30 s and came back different: the new figures first, with a notice. */
export const ReviewFeeChanged: Story = {
  render: () => (
    <ReviewStep
      form={form}
      current={ethereum}
      quote={{ ...quote, fee: { ...quote.fee, fee: '5.1', totalDebit: '255.6' } }}
      loading={false}
      busy={false}
      failed={false}
      alert={<FeeChangedNotice />}
      onConfirm={fn()}
      onRetry={fn()}
      onBack={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The network fee changed since you opened the review. Check the new figures.')).toBeVisible();
    await expect(canvas.getByText('5.1 USDT')).toBeVisible();
  },
};

/** Step 6: completed (the real-time event or polling turned it), dark. */
export const ResultCompletedDark: Story = {
  render: () => (
    <ResultStep
      transaction={{ ...transaction, status: 'completed', completedAt: '2026-01-15T12:00:06Z' }}
      networkName="Ethereum (ERC20)"
      decimals={6}
      onSendAgain={fn()}
    />
  ),
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdrawal completed' })).toBeVisible();
    await expect(canvas.getByText('Completed')).toBeVisible();
  },
};

// One story per step for each variant issue 15 asks for that the step has no story in yet (Turkish, phone, dark).

/** Step 1, dark. */
export const AssetDark: Story = { ...AssetAndNetwork, play: undefined, globals: { theme: 'dark' } };

/** Step 2 in Turkish: the customer's own deposit address is refused, with why. */
export const RecipientOwnAddressTurkish: Story = {
  render: () => {
    const typed = { ...form, address: PAST_RECIPIENT };
    return (
      <RecipientStep
        form={typed}
        current={ethereum}
        check={checkRecipient(typed, ethereum, usdtNetworks, [], [PAST_RECIPIENT])}
        onEdit={edit}
        onAccept={fn()}
        onNext={fn()}
        onBack={fn()}
      />
    );
  },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Bu sizin kendi USDT yatırma adresiniz\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Devam' })).toBeDisabled();
  },
};

/** Step 2 on a phone, dark: the look-alike shown side by side. */
export const RecipientLookAlikePhoneDark: Story = {
  ...RecipientLookAlike,
  globals: { theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
};

/** Step 3 on a phone, dark: below the minimum. */
export const AmountBelowMinimumPhoneDark: Story = {
  ...AmountBelowMinimum,
  globals: { theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
};

/** Step 5 in Turkish: the codes expired, a new one offered. */
export const VerificationExpiredTurkish: Story = {
  ...VerificationExpiredPhone,
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Yeni kod gönder' })).toBeVisible();
  },
};

/** Step 6 in Turkish on a phone: pending. */
export const ResultPendingTurkishPhone: Story = {
  ...ResultPending,
  globals: { locale: 'tr', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Beklemede')).toBeVisible();
  },
};
