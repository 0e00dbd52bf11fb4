import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_VERIFICATION_CODE } from '@/mocks/db/catalog';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { scenarios } from '@/mocks/scenarios';
import { walletApi } from '@/services/api';
import { renderWithProviders } from '@/test/render';
import { QUOTE_REUSE_MS } from '../hooks/use-withdrawal';
import { SendScreen } from './SendScreen';

const customer = demoUsers.customer;
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

async function toAmount(user: ReturnType<typeof userEvent.setup>) {
  await renderWithProviders(<SendScreen />, { user: 'customer', route: '/send?asset=BTC&network=bitcoin' });
  // The flow is a lazy chunk: on a busy machine it takes more than findBy's default second to arrive.
  const next = await screen.findByRole('button', { name: 'Continue' }, { timeout: 10_000 });
  // Asset and network both chosen from the URL.
  await waitFor(() => expect(screen.getAllByRole('option', { selected: true })).toHaveLength(2), { timeout: 5000 });
  await user.click(next);
  await user.type(await screen.findByRole('textbox', { name: /Recipient address/ }, { timeout: 5000 }), BTC_ADDRESS);
  expect(await screen.findByText('First time to this address', {}, { timeout: 5000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('textbox', { name: /Amount/ }, { timeout: 5000 });
}

/** The demo code into the first box of each channel (email, then SMS); the pin input moves along by itself. */
async function enterCodes(user: ReturnType<typeof userEvent.setup>, code = DEMO_VERIFICATION_CODE) {
  for (const channel of [/^Email code.*digit 1 of 6/, /^SMS code.*digit 1 of 6/]) {
    await user.click(screen.getByRole('textbox', { name: channel }));
    await user.keyboard(code);
  }
}

/** 0.001 BTC to the review, its code sent, and the demo codes entered: one press of Verify and send away. */
async function toCodesEntered(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await toAmount(user), '0.001');
  await user.click(screen.getByRole('button', { name: 'Review' }));
  await waitFor(() => expect(screen.getByText('Network fee')).toBeInTheDocument(), { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('heading', { level: 1, name: 'Verification' }, { timeout: 5000 });
  await enterCodes(user);
}

// Whole flows on the demo backend: more than the default 10 s when the machine is shared.
/** Counts the fee quotes the demo backend is asked for from now on. */
function countFeeQuotes() {
  const count = { value: 0 };
  const onRequest = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.endsWith('/transactions/ext/fee')) count.value += 1;
  };
  server.events.on('request:start', onRequest);
  return { count, stop: () => server.events.removeListener('request:start', onRequest) };
}

/** 0.001 BTC typed on the amount step, and its fee quote asked for once the typing paused: the counter from then. */
async function typedAndQuoted(user: ReturnType<typeof userEvent.setup>) {
  const amount = await toAmount(user);
  const quotes = countFeeQuotes();
  await user.type(amount, '0.001');
  await waitFor(() => expect(quotes.count.value).toBe(1), { timeout: 5000 });
  return quotes;
}

describe('SendScreen on the demo backend', { timeout: 30_000 }, () => {
  it('asks for the fee once the typing pauses, and the review shows that quote without asking again', async () => {
    const user = userEvent.setup();
    const quotes = await typedAndQuoted(user);
    try {
      await user.click(screen.getByRole('button', { name: 'Review' }));
      await screen.findByRole('heading', { level: 1, name: 'Review' });
      await waitFor(() => expect(screen.getByText('Network fee')).toBeInTheDocument(), { timeout: 5000 });
      expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
      expect(quotes.count.value).toBe(1);
    } finally {
      quotes.stop();
    }
  });

  it('renders the review ahead, hidden, once the quote is in; Review shows that very review', async () => {
    const user = userEvent.setup();
    const quotes = await typedAndQuoted(user);
    try {
      const feeRow = await screen.findByText('Network fee', {}, { timeout: 5000 });
      expect(feeRow).not.toBeVisible();
      // Hidden from assistive technology too: the amount step is the only form on show.
      expect(screen.queryByRole('heading', { name: 'Review' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Review' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
      expect(screen.getByText('Network fee')).toBe(feeRow);
      expect(feeRow).toBeVisible();
      expect(screen.queryByRole('textbox', { name: /Amount/ })).toBeNull();
    } finally {
      quotes.stop();
    }
  });

  it("puts the focus on each new step's title, the one shown ahead too, and back", async () => {
    const user = userEvent.setup();
    const amount = await toAmount(user);
    expect(screen.getByRole('heading', { level: 1, name: 'Amount' })).toHaveFocus();
    await user.type(amount, '0.001');
    await screen.findByText('Network fee', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Review' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Amount' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('0.001');
  });

  it(`asks again at Review when the quote asked for ahead is older than ${QUOTE_REUSE_MS / 1000} s`, async () => {
    const user = userEvent.setup();
    const quotes = await typedAndQuoted(user);
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + QUOTE_REUSE_MS + 1 });
      await user.click(screen.getByRole('button', { name: 'Review' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled(), { timeout: 5000 });
      expect(quotes.count.value).toBe(2);
    } finally {
      vi.useRealTimers();
      quotes.stop();
    }
  });

  it('sends BTC end to end: review, codes, pending withdrawal, balance debited', async () => {
    const user = userEvent.setup();
    const amount = await toAmount(user);
    const [before] = (await walletApi.listAccounts({ userId: customer.userId, asset: 'BTC' })).data;
    await user.type(amount, '0,001');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await screen.findByRole('heading', { level: 1, name: 'Review' });
    await waitFor(() => expect(screen.getByText('Network fee')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByText('This is the first time you send to this address.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { level: 1, name: 'Verification' }, { timeout: 5000 });
    await enterCodes(user);
    await user.click(screen.getByRole('button', { name: 'Verify and send' }));
    await screen.findByRole('heading', { level: 1, name: 'Withdrawal on its way' }, { timeout: 5000 });
    const [after] = (await walletApi.listAccounts({ userId: customer.userId, asset: 'BTC' })).data;
    expect(Number(after?.availableBalance)).toBeLessThan(Number(before?.availableBalance));
  });

  it('a 500 on submit keeps everything and retries with the same attempt', async () => {
    const user = userEvent.setup();
    await toCodesEntered(user);
    server.use(scenarios.wallet.error('POST /transactions/ext', { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Verify and send' }));
    expect(await screen.findByText('The withdrawal could not go on', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByText('0.001 BTC').length).toBeGreaterThan(0);
    expect(screen.getByText(BTC_ADDRESS.slice(0, 4))).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Withdrawal on its way' }, { timeout: 5000 });
  });

  it('a verification refused on submit (403) goes back to review and says to verify again, nothing lost', async () => {
    const user = userEvent.setup();
    await toCodesEntered(user);
    server.use(
      scenarios.wallet.error('POST /transactions/ext', {
        status: 403,
        message: 'Verify the withdrawal with your codes first.',
        code: 'VERIFICATION_REQUIRED',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Verify and send' }));
    await screen.findByRole('heading', { level: 1, name: 'Review' }, { timeout: 8000 });
    expect(
      await screen.findByText('Your verification expired before the withdrawal was sent. Nothing was sent; verify again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Verify the withdrawal with your codes first.')).not.toBeInTheDocument();
    expect(screen.getAllByText('0.001 BTC').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});
