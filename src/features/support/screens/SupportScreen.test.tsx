import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { config } from '@/services/config/env';
import { readDraft, saveDraft } from '@/services/storage';
import { renderWithProviders } from '@/test/render';
import { SupportScreen } from './SupportScreen';

const CONTACTS = `${config.apiBaseUrl}/identity/api/v1/contacts`;
const toasts = () =>
  Array.from(document.querySelectorAll('[data-scope="toast"][data-part="description"]')).map((node) => node.textContent);

/** Answers the first `failures` sends with 500, then lets the demo backend file them; records each send. */
function contactsFailing(failures: number) {
  const sends: { key: string | null; form: FormData }[] = [];
  server.use(
    http.post(CONTACTS, async ({ request }) => {
      sends.push({ key: request.headers.get('Idempotency-Key'), form: await request.clone().formData() });
      // Nothing returned: the demo backend answers.
      return sends.length <= failures ? HttpResponse.json({ message: 'Internal server error' }, { status: 500 }) : undefined;
    }),
  );
  return sends;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: 'Contact support' });
  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'Deposits' }));
  // Ark gives focus back to the picker a frame later; typing before then would land there.
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveFocus());
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'ETH deposit missing');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Sent yesterday, not arrived.');
}

// jsdom has no layout, so no Element.scrollTo; Ark's select scrolls its list when it opens.
beforeAll(() => {
  Element.prototype.scrollTo ??= () => undefined;
});

describe('Support screen', { timeout: 30_000 }, () => {
  // Attachments are covered in a real browser (the Support stories and e2e/support.spec.ts): jsdom's Blob
  // cannot be read by file-type here.
  it('sends category, subject, message and the transaction from ?txId= as one multipart request', async () => {
    const sends = contactsFailing(0);
    const user = userEvent.setup();
    await renderWithProviders(<SupportScreen />, { user: 'customer', route: '/support?txId=tx-42' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('heading', { name: 'Your request has been sent' })).toBeInTheDocument();
    expect(screen.getByText(/^SUP-\d+$/)).toBeInTheDocument();
    const form = sends[0]?.form;
    expect([form?.get('category'), form?.get('subject'), form?.get('transactionId')]).toEqual([
      'deposits',
      'ETH deposit missing',
      'tx-42',
    ]);
    expect(form?.getAll('attachments')).toEqual([]);
    expect(getDb().contacts.at(-1)).toMatchObject({ category: 'deposits', transactionId: 'tx-42' });
    // Sent: the draft is gone.
    expect(readDraft(demoUsers.customer.userId, 'support')).toBeNull();
  });

  it("keeps everything after 'Error sending contact' and sends the same request again with the same key", async () => {
    const sends = contactsFailing(3);
    const user = userEvent.setup();
    await renderWithProviders(<SupportScreen />, { user: 'customer', route: '/support' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(toasts()).toEqual(['Error sending contact']));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('ETH deposit missing');
    expect(readDraft(demoUsers.customer.userId, 'support')).toMatchObject({ subject: 'ETH deposit missing' });
    const firstKey = sends[0]?.key;
    expect(firstKey).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Your request has been sent' })).toBeInTheDocument();
    expect(new Set(sends.map(({ key }) => key))).toEqual(new Set([firstKey]));
    expect(getDb().contacts).toHaveLength(1);
  });

  it('uses a new key once the request was changed after an error', async () => {
    const sends = contactsFailing(3);
    const user = userEvent.setup();
    await renderWithProviders(<SupportScreen />, { user: 'customer', route: '/support' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(toasts()).toEqual(['Error sending contact']));
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), ' (ETH)');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('heading', { name: 'Your request has been sent' });
    expect(new Set(sends.map(({ key }) => key)).size).toBe(2);
  });

  it('offers back the draft left before a session expiry, and fills the form with it', async () => {
    saveDraft(demoUsers.customer.userId, 'support', {
      category: 'withdrawals',
      subject: 'Withdrawal pending',
      message: 'Pending since Monday.',
      transactionId: 'tx-7',
    });
    const user = userEvent.setup();
    await renderWithProviders(<SupportScreen />, { user: 'customer', route: '/support' });
    expect(await screen.findByText('Continue where you left off?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Withdrawal pending');
    expect(screen.getByRole('textbox', { name: /^Related transaction/ })).toHaveValue('tx-7');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Withdrawals');
  });
});
