import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { walletApi } from '@/services/api';
import { config } from '@/services/config/env';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import { renderStory } from '@/test/render';
import * as assistanceStories from './UnreceivedDepositScreen.stories';
import { restoreObjectUrls, stubObjectUrls } from '@/test/object-urls';
import { useLocale } from '@/services/i18n';

const stories = composeStories(assistanceStories);
const toasts = () =>
  Array.from(document.querySelectorAll('[data-scope="toast"][data-part="description"]')).map((node) => node.textContent);

async function fillAndSend(amount = '0.015') {
  const user = userEvent.setup();
  const address = await walletApi.getWalletAddress('btc', 'bitcoin');
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Address it was sent to/ })).toHaveValue(address?.address), {
    timeout: 5000,
  });
  await user.type(screen.getByRole('textbox', { name: /Amount sent/ }), amount);
  await user.type(screen.getByRole('textbox', { name: /Date sent/ }), '01/10/2026');
  await user.type(screen.getByRole('textbox', { name: /Time sent/ }), '9:30');
  await user.click(screen.getByRole('button', { name: 'Send request' }));
}

/** The layout's language switch, reduced to what the test presses. */
function ToTurkish() {
  const { setLocale } = useLocale();
  return (
    <button type="button" onClick={() => setLocale('tr')}>
      Türkçe
    </button>
  );
}

/** The body of the next deposit report the demo backend receives. */
function nextReport(): Promise<string> {
  return new Promise((resolve) => {
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/deposit-unreceiveds')) void request.clone().text().then(resolve);
    });
  });
}

describe('UnreceivedDepositScreen on the demo backend', () => {
  it("reads the day and time as Turkish writes them (10.01.2026, 09.30) and sends that moment of the customer's clock", async () => {
    const report = nextReport();
    await renderStory(stories.Turkish);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Gönderildiği adres/ })).not.toHaveValue(''), {
      timeout: 5000,
    });
    expect(screen.getByRole('textbox', { name: /Gönderim tarihi/ })).toHaveAttribute('placeholder', 'GG.AA.YYYY');
    await user.type(screen.getByRole('textbox', { name: /Gönderilen tutar/ }), '0,015');
    await user.type(screen.getByRole('textbox', { name: /Gönderim tarihi/ }), '10.01.2026');
    await user.type(screen.getByRole('textbox', { name: /Gönderim saati/ }), '09.30');
    await user.click(screen.getByRole('button', { name: 'Talebi gönder' }));
    expect(await report).toContain(new Date(2026, 0, 10, 9, 30).toISOString());
    expect(await screen.findByRole('heading', { level: 1, name: 'Talep gönderildi' }, { timeout: 5000 })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('rewrites a typed day when the language changes, so 01/25/2026 stays the 25th of January, and reads it the new way', async () => {
    const report = nextReport();
    await renderStory(stories.Prefilled, { beside: <ToTurkish /> });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Address it was sent to/ })).not.toHaveValue(''), {
      timeout: 5000,
    });
    await user.type(screen.getByRole('textbox', { name: /Date sent/ }), '01/25/2026');
    await user.click(screen.getByRole('button', { name: 'Türkçe' }));
    expect(await screen.findByRole('textbox', { name: /Gönderim tarihi/ })).toHaveValue('25.01.2026');
    await user.type(screen.getByRole('textbox', { name: /Gönderilen tutar/ }), '0,015');
    await user.type(screen.getByRole('textbox', { name: /Gönderim saati/ }), '09.30');
    await user.click(screen.getByRole('button', { name: 'Talebi gönder' }));
    expect(await report).toContain(new Date(2026, 0, 25, 9, 30).toISOString());
    server.events.removeAllListeners();
  });

  it("writes the note's limit as a number of the language (1,000; in Turkish 1.000)", async () => {
    const english = await renderStory(stories.Prefilled);
    expect(await screen.findByText('Anything that helps us find it, up to 1,000 characters.')).toBeInTheDocument();
    english.unmount();
    await renderStory(stories.Turkish);
    expect(await screen.findByText('Bulmamıza yardımcı olacak her şey, en fazla 1.000 karakter.')).toBeInTheDocument();
  });

  it('files the request once with an idempotency key and shows its reference', async () => {
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/deposit-unreceiveds'))
        keys.push(request.headers.get('Idempotency-Key') ?? '');
    });
    await renderStory(stories.Prefilled);
    await fillAndSend();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' }, { timeout: 5000 })).toBeInTheDocument();
    const reference = screen.getByText(/^Your reference: /).textContent?.replace('Your reference: ', '');
    expect(reference).toMatch(/^dur/);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe('');
    server.events.removeAllListeners();
  });

  it('keeps everything typed after a failure and sends the same key again when asked to retry', async () => {
    const keys: string[] = [];
    server.use(
      http.post(
        `${config.apiBaseUrl}${SERVICE_BASE_PATHS.wallet}/deposit-unreceiveds`,
        ({ request }) => {
          keys.push(request.headers.get('Idempotency-Key') ?? '');
          return HttpResponse.json({ message: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 });
        },
        { once: true },
      ),
    );
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/deposit-unreceiveds') && keys.length > 0)
        keys.push(request.headers.get('Idempotency-Key') ?? '');
    });
    await renderStory(stories.Prefilled);
    await fillAndSend();
    await waitFor(() => expect(toasts()).toEqual(['An error occurred while submitting the form, please try again later']));
    expect(screen.getByRole('textbox', { name: /Amount sent/ })).toHaveValue('0.015');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' }, { timeout: 5000 })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    server.events.removeAllListeners();
  });

  it('sends the screenshot with the request (multipart)', async () => {
    const sent: Array<Promise<FormData>> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/deposit-unreceiveds')) sent.push(request.clone().formData());
    });
    stubObjectUrls();
    await renderStory(stories.Prefilled);
    const file = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'transfer.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the form has a file input');
    await userEvent.setup().upload(input, file);
    await fillAndSend();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' }, { timeout: 5000 })).toBeInTheDocument();
    const [form] = await Promise.all(sent);
    const screenshot = form?.get('screenshot');
    expect(screenshot instanceof File ? screenshot.name : screenshot).toBe('transfer.png');
    expect(form?.get('txHash')).toBe('ab'.repeat(32));
    server.events.removeAllListeners();
    restoreObjectUrls();
  });

  it('answers a hash from the history with a link instead of a request', async () => {
    await renderStory(stories.Prefilled, { route: '/unreceived-deposit-assistance?asset=BTC&network=bitcoin' });
    const deposit = (await walletApi.listTransactions({ type: 'deposit', asset: 'BTC', per_page: 200 })).data.find(
      (tx) => tx.txHash && tx.networkId === 'bitcoin',
    );
    if (!deposit?.txHash) throw new Error('the demo customer has a BTC deposit on Bitcoin');
    await userEvent.setup().type(screen.getByRole('textbox', { name: /Transaction hash/ }), deposit.txHash);
    await fillAndSend();
    expect(await screen.findByText('This deposit has arrived', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit not arrived?' })).toBeInTheDocument();
  });
});
