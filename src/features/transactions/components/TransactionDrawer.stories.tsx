import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FrozenNow, VisuallyHidden } from '@/design-system';
import type { Transaction, TransactionLog } from '@/services/api';
import { config } from '@/services/config/env';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import { Box } from 'styled-system/jsx';
import { aTransaction } from '../model/transaction.fixture';
import { OpenTransactionDrawer } from './OpenTransactionDrawer';

const WALLET = `${config.apiBaseUrl}${SERVICE_BASE_PATHS.wallet}`;
/** Storybook's fixed instant (.storybook/fixed-clock.ts). */
const SEEDED_AT = Date.UTC(2026, 0, 15, 12, 0, 0);

const completedWithdrawal = aTransaction({
  id: 'tx-story-withdrawal',
  type: 'withdrawal',
  amount: '0.25',
  fee: '0.00012',
  address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
  fromAddress: null,
});
const spamDeposit = aTransaction({
  id: 'tx-story-dust',
  amount: '0.00000546',
  fromAddress: 'bc1qsp4mm3r0d0ntc0pyth1sxxxxxxxxxxxxxxxxxx',
});
const pendingWithdrawal = aTransaction({
  id: 'tx-story-pending',
  type: 'withdrawal',
  status: 'pending',
  amount: '12.5',
  asset: 'USDT',
  assetId: 'usdt',
  feeAsset: 'USDT',
  fee: '1',
  networkId: 'tron',
  address: 'TJYeasTPa6gpEEfYqN6bVqqmFmz8AYHfeq',
  fromAddress: null,
  txHash: null,
  confirmations: 0,
  requiredConfirmations: 20,
  completedAt: null,
});
const withoutExplorer = aTransaction({ id: 'tx-story-no-explorer', networkId: 'private-chain' });
const longText = aTransaction({
  id: 'tx-story-long',
  type: 'withdrawal',
  status: 'failed',
  amount: '123456789.123456789012345678',
  asset: 'XLM',
  assetId: 'xlm',
  feeAsset: 'XLM',
  networkId: 'stellar',
  address: 'GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2HGBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZM',
  fromAddress: null,
  memo: '98765432109876543210987654321098765432109876543210',
  failureReason:
    'Rejected by the network after three broadcast attempts: the destination account does not exist and the amount is below the reserve needed to create it.',
});

const nftTransfer = aTransaction({
  id: 'tx-story-nft-transfer',
  type: 'nft_transfer',
  accountId: 'nft_0001',
  assetId: 'nft_0001',
  asset: 'Golden Dragon Sword',
  amount: '2',
  fee: '0',
  feeAsset: 'POL',
  networkId: 'polygon',
  address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  fromAddress: null,
  nftId: 'nft_0001',
  txHash: '0x4f1e0a2c7b9d3e5f8a1c6b0d2e4f7a9c3b5d8e0f1a2c4b6d8e0f2a4c6b8d0e2f',
  confirmations: 64,
  requiredConfirmations: 64,
});

const logsOf = (tx: Transaction): TransactionLog[] => {
  const at = (minutes: number) => new Date(Date.parse(tx.createdAt) + minutes * 60_000).toISOString();
  const logs: TransactionLog[] = [
    {
      id: `${tx.id}-1`,
      txId: tx.id,
      status: 'pending',
      event: 'created',
      message: 'Withdrawal requested.',
      confirmations: null,
      createdAt: at(0),
    },
  ];
  if (tx.status === 'pending') return logs;
  if (tx.status === 'failed')
    return [
      ...logs,
      {
        id: `${tx.id}-2`,
        txId: tx.id,
        status: 'failed',
        event: 'failed',
        message: tx.failureReason ?? '',
        confirmations: null,
        createdAt: at(6),
      },
    ];
  return [
    ...logs,
    {
      id: `${tx.id}-2`,
      txId: tx.id,
      status: 'processing',
      event: 'confirming',
      message: 'Waiting for 2 confirmations.',
      confirmations: 1,
      createdAt: at(2),
    },
    {
      id: `${tx.id}-3`,
      txId: tx.id,
      status: 'completed',
      event: 'completed',
      message: 'Done.',
      confirmations: 2,
      createdAt: at(15),
    },
  ];
};

const page = (transaction: Transaction, url: string) => ({
  data: [transaction],
  links: { first: url, last: url, prev: null, next: null },
  meta: { current_page: 1, last_page: 1, total: 1, per_page: 1, from: 1, to: 1 },
});

type LogsAnswer = 'logs' | 'loading' | 'error';

/** The story's entry by id, and its timeline; every other call goes on to the demo backend. */
function entryHandlers(transaction: Transaction, logs: LogsAnswer = 'logs') {
  return [
    http.get(`${WALLET}/transactions`, ({ request }) => {
      if (new URL(request.url).searchParams.get('id') !== transaction.id) return undefined;
      return HttpResponse.json(page(transaction, request.url));
    }),
    http.get(`${WALLET}/transactions-logs`, async ({ request }) => {
      if (new URL(request.url).searchParams.get('txId') !== transaction.id) return undefined;
      if (logs === 'loading') await delay('infinite');
      if (logs === 'error') return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
      return HttpResponse.json({ data: logsOf(transaction) });
    }),
  ];
}

function Location() {
  const location = useLocation();
  return (
    <VisuallyHidden>
      <output aria-label="location">{`${location.pathname}${location.search}`}</output>
    </VisuallyHidden>
  );
}

const frozen: Decorator = (Story) => (
  <FrozenNow at={SEEDED_AT}>
    <Box as="main" minHeight="screenH" bg="canvas">
      <Story />
      <Location />
    </Box>
  </FrozenNow>
);

const meta = {
  title: 'Transactions/Transaction detail',
  component: OpenTransactionDrawer,
  decorators: [frozen],
  parameters: {
    session: 'customer',
    route: `/transaction-history?tx=${completedWithdrawal.id}`,
    msw: { handlers: { wallet: entryHandlers(completedWithdrawal) } },
  },
} satisfies Meta<typeof OpenTransactionDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer once it has slid in, and its timeline (or what stands in for it) is there. */
async function openDrawer() {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
  return dialog;
}
const timeline = async (dialog: HTMLElement, name = 'Timeline') => within(dialog).findByRole('list', { name }, { timeout: 5000 });

/** A completed withdrawal: amounts, fee, network, address with copy, hash with copy and explorer link, timeline, help. */
export const CompletedWithdrawal: Story = {
  play: async () => {
    const dialog = await openDrawer();
    await waitFor(() => expect(dialog).toHaveAccessibleName('Withdrawal details'));
    await expect(within(await timeline(dialog)).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(dialog).getByRole('link', { name: /View on the Bitcoin.* explorer/ })).toHaveAttribute(
      'href',
      `https://mempool.space/tx/${completedWithdrawal.txHash ?? ''}`,
    );
    await expect(within(dialog).getByRole('button', { name: 'Copy address' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Copy transaction hash' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Get help' })).toHaveAttribute(
      'href',
      `/support?txId=${completedWithdrawal.id}`,
    );
    await expect(within(dialog).queryByRole('link', { name: 'Deposit not arrived?' })).not.toBeInTheDocument();
  },
};

/** The close button takes ?tx= out of the URL (a shared link: nothing of ours to go back to). */
export const CloseLeavesTheUrl: Story = {
  parameters: { visual: { disable: true, reason: 'Closed: the same empty canvas as any closed drawer.' } },
  play: async () => {
    const dialog = await openDrawer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/transaction-history$/);
  },
};

export const LoadingTimeline: Story = {
  parameters: { msw: { handlers: { wallet: entryHandlers(completedWithdrawal, 'loading') } } },
  play: async () => {
    const dialog = await openDrawer();
    await expect(await within(dialog).findByTestId('timeline-loading', {}, { timeout: 5000 })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const TimelineError: Story = {
  parameters: { msw: { handlers: { wallet: entryHandlers(completedWithdrawal, 'error') } } },
  play: async () => {
    const dialog = await openDrawer();
    await expect(await within(dialog).findByRole('button', { name: 'Retry' }, { timeout: 8000 })).toBeVisible();
    await expect(within(dialog).getByText('Transactions load failed, retry later')).toBeVisible();
  },
};

/** A dust deposit from an address the customer never sent to: flagged, and its sender has no copy button. */
export const SpamDeposit: Story = {
  parameters: {
    route: `/transaction-history?tx=${spamDeposit.id}`,
    msw: { handlers: { wallet: entryHandlers(spamDeposit) } },
  },
  play: async () => {
    const dialog = await openDrawer();
    await expect(await within(dialog).findByText('Possible spam', {}, { timeout: 5000 })).toBeVisible();
    await expect(within(within(dialog).getByTestId('detail-from')).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(within(dialog).getByTestId('detail-to')).getByRole('button', { name: 'Copy address' })).toBeVisible();
    await timeline(dialog);
  },
};

/** Not broadcast yet: no hash; a withdrawal offers help but not the deposit assistance. */
export const PendingWithdrawal: Story = {
  parameters: {
    route: `/transaction-history?tx=${pendingWithdrawal.id}`,
    msw: { handlers: { wallet: entryHandlers(pendingWithdrawal) } },
  },
  play: async () => {
    const dialog = await openDrawer();
    await expect(within(await timeline(dialog)).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(dialog).getAllByText('Pending').length).toBe(2);
    await expect(within(dialog).queryByTestId('detail-hash')).not.toBeInTheDocument();
    await expect(within(dialog).getByText('0 of 20')).toBeVisible();
  },
};

/** A network the wallet has no explorer template for: the hash with its copy button, no link. */
export const NoExplorerTemplate: Story = {
  parameters: {
    route: `/transaction-history?tx=${withoutExplorer.id}`,
    msw: { handlers: { wallet: entryHandlers(withoutExplorer) } },
  },
  play: async () => {
    const dialog = await openDrawer();
    await timeline(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Copy transaction hash' })).toBeVisible();
    await expect(within(dialog).queryByRole('link', { name: /explorer/ })).not.toBeInTheDocument();
  },
};

/** Every digit of a long amount, a long address, memo and reason wrap inside the panel. */
export const LongText: Story = {
  parameters: {
    route: `/transaction-history?tx=${longText.id}`,
    msw: { handlers: { wallet: entryHandlers(longText) } },
  },
  play: async () => {
    const dialog = await openDrawer();
    await timeline(dialog);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(within(dialog).getAllByText(longText.failureReason ?? '').length).toBeGreaterThan(0);
  },
};

/** An NFT sent: its units out, named by the NFT, on Polygon; "View NFT" opens it on the NFT screen. */
export const NftTransfer: Story = {
  parameters: {
    route: `/transaction-history?tx=${nftTransfer.id}`,
    msw: { handlers: { wallet: entryHandlers(nftTransfer) } },
  },
  play: async () => {
    const dialog = await openDrawer();
    await waitFor(() => expect(dialog).toHaveAccessibleName('NFT transfer details'));
    await expect(within(dialog).getByText('\u22122 Golden Dragon Sword')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'View NFT' })).toHaveAttribute('href', '/nft?nft=nft_0001');
    await expect(within(dialog).getByRole('button', { name: 'Copy address' })).toBeVisible();
    await expect(within(dialog).queryByRole('link', { name: 'Deposit not arrived?' })).not.toBeInTheDocument();
    await timeline(dialog);
  },
};

export const NftTransferTurkish: Story = {
  ...NftTransfer,
  globals: { locale: 'tr' },
  play: async () => {
    const dialog = await openDrawer();
    await waitFor(() => expect(dialog).toHaveAccessibleName('NFT transferi ayrıntıları'));
    await expect(within(dialog).getByRole('link', { name: "NFT'yi görüntüle" })).toBeVisible();
    await timeline(dialog, 'Zaman çizelgesi');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async () => {
    const dialog = await openDrawer();
    await waitFor(() => expect(dialog).toHaveAccessibleName('Çekme ayrıntıları'));
    await expect(within(await timeline(dialog, 'Zaman çizelgesi')).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(dialog).getByRole('link', { name: 'Yardım al' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await openDrawer();
    await timeline(dialog);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const dialog = await openDrawer();
    await timeline(dialog);
  },
};
