import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FrozenNow } from '@/design-system';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { scenarios } from '@/mocks/scenarios';
import type { ConversionQuote } from '@/services/api';
import { config } from '@/services/config/env';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import { removeDraft, saveDraft } from '@/services/storage';
import { divide, multiply, round, subtract } from '@/shared/money';
import { Box } from 'styled-system/jsx';
import { DRAFT_FORM_ID } from '../hooks/use-conversion';
import { ConversionScreen } from './ConversionScreen';
import { dismissToasts, toastTexts } from '@/test/story-toasts';

/**
 * The countdown reads the clock through FrozenNow: in a story time stands still at this instant, so "Valid for
 * 30 seconds" is the same in every screenshot, and a quote only expires when it is valid for 0 s.
 */
const FROZEN_AT = Date.UTC(2026, 0, 15, 12, 0, 0);
const inMainLayout: Decorator = (Story) => (
  <FrozenNow at={FROZEN_AT}>
    <Box as="main" p={{ base: '4', md: '8' }} minHeight="screenH" bg="canvas">
      <Story />
    </Box>
  </FrozenNow>
);

/** Quotes served by `quotesInOrder` in this story. */
let quoteCalls = 0;

const meta = {
  title: 'Screens/Conversion',
  component: ConversionScreen,
  decorators: [inMainLayout],
  parameters: { layout: 'fullscreen', route: '/conversion', session: 'customer' },
  // Session storage outlives a story: no draft of an earlier story is offered, the quote count starts again.
  beforeEach: () => {
    removeDraft(demoUsers.customer.userId, DRAFT_FORM_ID);
    quoteCalls = 0;
  },
} satisfies Meta<typeof ConversionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PRICE_URL = `${config.apiBaseUrl}${SERVICE_BASE_PATHS.wallet}/converter/price`;

/** A quote of the story's own: `rate` USDT per BTC, 0.1 % fee, valid `validForMs` from FROZEN_AT. */
function storyQuote(id: string, amount: string, rate: string, validForMs: number): ConversionQuote {
  const gross = multiply(amount, rate, 6);
  const fee = round(multiply(gross, divide('0.1', '100')), 6, 'down');
  return {
    id,
    fromAsset: 'BTC',
    toAsset: 'USDT',
    amount,
    rate,
    fee,
    receiveAmount: subtract(gross, fee),
    issuedAt: new Date(FROZEN_AT).toISOString(),
    expiresAt: new Date(FROZEN_AT + validForMs).toISOString(),
  };
}

/** Quotes answered in order (the last one again after that); the count starts again for every story. */
const quotesInOrder = (...quotes: Array<{ rate: string; validForMs: number }>) =>
  http.get(PRICE_URL, ({ request }) => {
    const amount = new URL(request.url).searchParams.get('amount') ?? '0';
    const next = quotes[Math.min(quoteCalls, quotes.length - 1)] ?? { rate: '1', validForMs: 30_000 };
    quoteCalls += 1;
    return HttpResponse.json(storyQuote(`q-story-${quoteCalls}`, amount, next.rate, next.validForMs));
  });

/** Types into "You pay" (or its Turkish label) once the form is there. */
async function pay(canvasElement: HTMLElement, text: string, label: string | RegExp = 'You pay') {
  const field = await within(canvasElement).findByRole('textbox', { name: label }, { timeout: 5000 });
  await userEvent.type(field, text);
  return field;
}

const quotePanel = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: /Quote|Teklif/ }));
const confirmButton = (canvasElement: HTMLElement, name: string | RegExp = 'Confirm conversion') =>
  within(canvasElement).getByRole('button', { name });

/** 0.01 BTC to USDT on the demo backend: the rate, fee, what is received, 30 s of validity; Confirm enabled. */
export const Quoted: Story = {
  play: async ({ canvasElement }) => {
    await pay(canvasElement, '0.01');
    await waitFor(() => expect(confirmButton(canvasElement)).toBeEnabled(), { timeout: 5000 });
    const quote = quotePanel(canvasElement);
    await expect(quote.getByRole('timer')).toHaveTextContent('Valid for 30 seconds');
    await expect(quote.getByRole('button', { name: /^Rate: 1 BTC ≈ [\d,]+\.\d\d USDT/ })).toBeVisible();
    await expect(within(canvasElement).getByText(/^0\.01 BTC ≈ \$[\d,]+\.\d\d$/)).toBeVisible();
  },
};

/** Tap the rate: it reads the other way round. */
export const RateInverted: Story = {
  play: async ({ canvasElement }) => {
    await pay(canvasElement, '0.01');
    const rate = await quotePanel(canvasElement).findByRole('button', { name: /^Rate: 1 BTC/ }, { timeout: 5000 });
    await userEvent.click(rate);
    await expect(quotePanel(canvasElement).getByRole('button', { name: /^Rate: 1 USDT ≈ 0\.0000\d+ BTC/ })).toBeVisible();
  },
};

/** Definitions, prices and assets have not answered: skeletons. */
export const Loading: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.loading('GET /converter/definitions')] } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** The definitions could not load: the spec's message (toast and in place), with Retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.error('GET /converter/definitions', { status: 422 })] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(toastTexts()).toEqual(['Converter load failed, retry later']), { timeout: 5000 });
    await expect(await canvas.findByText('Converter load failed, retry later', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await dismissToasts();
  },
};

/** Waiting for the quote: Confirm disabled. */
export const Quoting: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.loading('GET /converter/price')] } } },
  play: async ({ canvasElement }) => {
    await pay(canvasElement, '0.01');
    await expect(await within(canvasElement).findByText('Getting a quote…', {}, { timeout: 5000 })).toBeVisible();
    await expect(confirmButton(canvasElement)).toBeDisabled();
  },
};

/** Under 5 s of validity left: Confirm disabled, the countdown in red with a note. */
export const ExpiringSoon: Story = {
  parameters: { msw: { handlers: { wallet: [quotesInOrder({ rate: '43210.5', validForMs: 4000 })] } } },
  play: async ({ canvasElement }) => {
    await pay(canvasElement, '0.01');
    const timer = await quotePanel(canvasElement).findByRole('timer', {}, { timeout: 5000 });
    await expect(timer).toHaveTextContent('Valid for 4 seconds');
    await expect(timer).toHaveTextContent('This quote is about to expire; a new one follows.');
    await expect(confirmButton(canvasElement)).toBeDisabled();
  },
};

/**
 * The quote expired and the new one has not answered: the old figures stay, marked busy and muted but readable at
 * AA contrast (the checks after the play judge it), under the status line; Confirm waits.
 */
export const Requoting: Story = {
  parameters: {
    msw: {
      handlers: {
        wallet: [
          http.get(PRICE_URL, async ({ request }) => {
            quoteCalls += 1;
            if (quoteCalls > 1) await delay('infinite');
            const amount = new URL(request.url).searchParams.get('amount') ?? '0';
            return HttpResponse.json(storyQuote('q-story-expired', amount, '43210.5', 0));
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await pay(canvasElement, '0.01');
    await expect(
      await within(canvasElement).findByText('The quote expired. Getting a new one…', {}, { timeout: 5000 }),
    ).toBeVisible();
    const figures = quotePanel(canvasElement).getByText('You receive').closest('dl');
    await expect(figures).toHaveAttribute('aria-busy', 'true');
    await expect(figures).toHaveTextContent('431.672895 USDT');
    await expect(getComputedStyle(figures as HTMLElement).opacity).toBe('1');
    await expect(confirmButton(canvasElement)).toBeDisabled();
  },
};

/** The quote expired and the new one gives 1 % less: highlighted, Confirm waits until it is accepted. */
export const WorseRequote: Story = {
  parameters: {
    msw: {
      handlers: {
        wallet: [quotesInOrder({ rate: '43210.5', validForMs: 0 }, { rate: '42778.395', validForMs: 30_000 })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await pay(canvasElement, '0.01');
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('The price changed');
    await expect(alert).toHaveTextContent(/You would now receive 427\.356167 USDT instead of 431\.672895 USDT\./);
    await expect(field).toHaveValue('0.01');
    await expect(confirmButton(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Accept new quote' })).toBeVisible();
  },
};

/** Confirm pressed, the answer not there yet: busy, the fields locked. */
export const Confirming: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.loading('POST /converter')] } } },
  play: async ({ canvasElement }) => {
    await pay(canvasElement, '0.01');
    const confirm = confirmButton(canvasElement);
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(within(canvasElement).getByRole('textbox', { name: 'You pay' })).toBeDisabled();
  },
};

/** Converted: what was given and received, and both new balances. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pay(canvasElement, '0.01');
    const confirm = confirmButton(canvasElement);
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(confirm);
    await expect(await canvas.findByText('Conversion complete', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/^You converted 0\.01 BTC into [\d,.]+ USDT\.$/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'New balances' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See transaction history' })).toHaveAttribute('href', '/transaction-history');
  },
};

/** The conversion was refused: the reason, the amounts kept, Try again. */
export const Failure: Story = {
  parameters: {
    msw: {
      handlers: {
        wallet: [
          scenarios.wallet.error('POST /converter', {
            status: 422,
            message: 'Insufficient balance',
            errorMessage: 'Your available BTC balance is too low.',
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await pay(canvasElement, '0.01');
    const confirm = confirmButton(canvasElement);
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(confirm);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('The conversion failed');
    await expect(alert).toHaveTextContent('Your available BTC balance is too low. Your amounts are kept.');
    await expect(field).toHaveValue('0.01');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await dismissToasts();
  },
};

/** Turkish: "0,01" typed with the Turkish decimal mark, amounts and the rate in Turkish. */
export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await pay(canvasElement, '0,01', 'Ödediğiniz');
    await waitFor(() => expect(confirmButton(canvasElement, 'Dönüşümü onayla')).toBeEnabled(), { timeout: 5000 });
    await expect(quotePanel(canvasElement).getByRole('timer')).toHaveTextContent('30 saniye geçerli');
    await expect(quotePanel(canvasElement).getByRole('button', { name: /^Kur: 1 BTC ≈ [\d.]+,\d\d USDT/ })).toBeVisible();
  },
};

/** A conversion left unfinished (before an idle sign-out) is offered back; Continue fills the form again. */
export const DraftOffered: Story = {
  beforeEach: () => {
    saveDraft(demoUsers.customer.userId, DRAFT_FORM_ID, { from: 'ETH', to: 'BTC', side: 'from', text: '0.25' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('status', {}, { timeout: 5000 });
    await expect(offer).toHaveTextContent('You had started converting ETH to BTC (0.25 ETH).');
    await expect(within(offer).getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(within(offer).getByRole('button', { name: 'Start over' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'You pay' })).toHaveValue('');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Quoted.play,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Quoted.play,
};
