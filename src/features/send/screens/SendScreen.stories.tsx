import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@/design-system';
import { demoTimings, getDb } from '@/mocks/db';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { clearScenarios, scenarios, SEND_SCENARIOS, setScenario } from '@/mocks/scenarios';
import type { VerificationChallenge } from '@/services/api';
import { config } from '@/services/config/env';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import { Box } from 'styled-system/jsx';
import { SendScreen } from './SendScreen';

/**
 * The whole send screen on the demo backend (MSW), one story per step and state the step-level stories
 * (Send/Steps) do not show: each play function goes through the flow as a customer would.
 */
const meta = {
  title: 'Screens/Send',
  component: SendScreen,
  parameters: { layout: 'fullscreen', session: 'customer', route: '/send?asset=BTC&network=bitcoin' },
  decorators: [
    (Story) => (
      <Box as="main" p={{ base: '4', md: '8' }} minHeight="screenH" bg="canvas">
        <Story />
      </Box>
    ),
  ],
  beforeEach: () => {
    forgetDrafts();
    return () => clearScenarios();
  },
} satisfies Meta<typeof SendScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const XRP_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const LIVE_COUNTDOWN = {
  disable: true,
  reason: 'A live countdown: the seconds shown depend on when the screenshot is taken.',
} as const;
const walletBase = `${config.apiBaseUrl}${SERVICE_BASE_PATHS.wallet}`;
const sendCodePath = `${walletBase}/transactions/send-withdraw-verification-code`;

/** A challenge with the given channels (the demo customer has email and SMS; TOTP is shown the same way). */
const challengeWith = (channels: VerificationChallenge['channels']) =>
  http.post(sendCodePath, () =>
    HttpResponse.json({
      verificationId: 'wver-story',
      channels,
      codeLength: 6,
      expiresInSeconds: 300,
      resendInSeconds: 30,
      maxAttempts: 5,
    } satisfies VerificationChallenge),
  );

type Canvas = ReturnType<typeof within>;

/** Stories share the tab's session storage: a form left by the story before would be offered back as a draft. */
function forgetDrafts() {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith('draft:')) sessionStorage.removeItem(key);
}

/** From the prefilled asset and network to the recipient field. */
async function toRecipient(canvas: Canvas) {
  await waitFor(() => expect(canvas.getAllByRole('option', { selected: true })).toHaveLength(2), { timeout: 5000 });
  await userEvent.click(canvas.getByRole('button', { name: /^(Continue|Devam)$/ }));
  return canvas.findByRole('textbox', { name: /Recipient address|Alıcı adresi/ });
}

async function toReview(canvas: Canvas, amount = '0.001') {
  await userEvent.type(await toRecipient(canvas), BTC_ADDRESS);
  await userEvent.click(await canvas.findByRole('button', { name: /^(Continue|Devam)$/ }));
  await userEvent.type(await canvas.findByRole('textbox', { name: /Amount|Tutar/ }), amount);
  await userEvent.click(canvas.getByRole('button', { name: /^(Review|İncele)$/ }));
  await canvas.findByText(/^(Network fee|Ağ ücreti)$/);
}

async function toCodes(canvas: Canvas) {
  await toReview(canvas);
  await userEvent.click(canvas.getByRole('button', { name: /^(Send code|Kod gönder)$/ }));
}

async function enterCodes(canvas: Canvas, code: string) {
  for (const channel of ['Email', 'SMS']) {
    await userEvent.click(await canvas.findByRole('textbox', { name: new RegExp(`^${channel} code.*digit 1 of 6`) }));
    await userEvent.keyboard(code);
  }
}

/** Step 1: the maintenance scenario takes Bitcoin down: shown with its reason, not choosable. */
export const AssetNetworkInMaintenance: Story = {
  parameters: { route: '/send?asset=BTC' },
  beforeEach: () => setScenario(SEND_SCENARIOS.networkMaintenance, true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bitcoin = await canvas.findByRole('option', { name: /^Bitcoin/ }, { timeout: 5000 });
    await expect(bitcoin).toHaveAttribute('aria-disabled', 'true');
    await expect(bitcoin).toHaveTextContent('Bitcoin is under maintenance: withdrawals are paused for now.');
  },
};

/** Step 2: an address never sent to before gets the first-time notice. */
export const RecipientFirstTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await toRecipient(canvas), BTC_ADDRESS);
    await expect(await canvas.findByText('First time to this address')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** Step 2 on the XRP Ledger: no tag typed, so Continue waits for the "personal wallet" tick. */
export const RecipientMemoTick: Story = {
  parameters: { route: '/send?asset=XRP&network=ripple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await toRecipient(canvas), XRP_ADDRESS);
    const next = canvas.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByText('I am sending to a personal wallet that needs no Destination tag'));
    await expect(next).toBeEnabled();
  },
};

/** Step 2: the customer's own BTC deposit address (the demo seed's, a valid bech32 one) is refused, with why. */
export const RecipientOwnAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = getDb().addresses.find(
      (item) => item.userId === demoUsers.customer.userId && item.assetId === 'btc' && item.networkId === 'bitcoin',
    );
    await expect(own?.address).toMatch(/^bc1q/);
    await userEvent.type(await toRecipient(canvas), own?.address ?? '');
    await expect(await canvas.findByText(/This is your own BTC deposit address/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** Step 4 in Turkish on a phone: asking for the codes, the button busy until they are sent. */
export const ReviewSendingCodeTurkishPhone: Story = {
  globals: { locale: 'tr', viewport: { value: 'mobile', isRotated: false } },
  parameters: {
    msw: { handlers: { wallet: [scenarios.wallet.loading('POST /transactions/send-withdraw-verification-code')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toReview(canvas, '0,001');
    await userEvent.click(canvas.getByRole('button', { name: 'Kod gönder' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Kod gönder' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Step 5 with all three channels: email, SMS and the authenticator app, each with its own input. */
export const VerificationThreeChannels: Story = {
  parameters: {
    visual: LIVE_COUNTDOWN,
    msw: {
      handlers: {
        wallet: [
          challengeWith([
            { channel: 'email', destination: 'd***@wallet.test' },
            { channel: 'sms', destination: '+90 *** *** ** 67' },
            { channel: 'totp', destination: null },
          ]),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCodes(canvas);
    await expect(await canvas.findByText('Code from your authenticator app')).toBeVisible();
    await expect(canvas.getAllByRole('textbox', { name: /digit 1 of 6/ })).toHaveLength(3);
  },
};

/** Step 5 with one channel (email only), on a phone, dark. */
export const VerificationOneChannelDarkPhone: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  parameters: {
    visual: LIVE_COUNTDOWN,
    msw: { handlers: { wallet: [challengeWith([{ channel: 'email', destination: 'd***@wallet.test' }])] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCodes(canvas);
    await expect(await canvas.findByText(/^Email code sent to/)).toBeVisible();
    await expect(canvas.getAllByRole('textbox', { name: /digit 1 of 6/ })).toHaveLength(1);
  },
};

/** Step 5, too many attempts (the scenario allows one wrong code): a new code, nothing else lost. */
export const VerificationTooManyAttempts: Story = {
  beforeEach: () => setScenario(SEND_SCENARIOS.tooManyAttempts, true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCodes(canvas);
    await enterCodes(canvas, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and send' }));
    await expect(await canvas.findByText(/^Too many wrong codes or the codes expired/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  },
};

/** Submitting: verified, the withdrawal is on its way to the server; the button stays busy. */
export const Submitting: Story = {
  parameters: {
    visual: LIVE_COUNTDOWN,
    msw: { handlers: { wallet: [scenarios.wallet.loading('POST /transactions/ext')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCodes(canvas);
    await enterCodes(canvas, '123456');
    const verify = canvas.getByRole('button', { name: 'Verify and send' });
    await userEvent.click(verify);
    await waitFor(() => expect(verify).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Step 6: the withdrawal completes while the result is open (no reload); the toast is dismissed for the shot. */
export const ResultCompleted: Story = {
  beforeEach: () => {
    const before = demoTimings.withdrawalCompletesAfterMs;
    demoTimings.withdrawalCompletesAfterMs = 300;
    return () => {
      demoTimings.withdrawalCompletesAfterMs = before;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCodes(canvas);
    await enterCodes(canvas, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and send' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Withdrawal completed' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Completed', { exact: true })).toBeVisible();
    clearToasts();
  },
};
