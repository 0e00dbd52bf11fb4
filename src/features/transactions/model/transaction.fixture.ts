import type { Transaction } from '@/services/api';

/** An entry for tests and stories: a completed BTC deposit; override what the case is about. */
export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 'tx-1',
    userId: 'u-1001',
    accountId: 'acc-1',
    type: 'deposit',
    status: 'completed',
    assetId: 'btc',
    asset: 'BTC',
    amount: '0.015',
    fee: '0',
    feeAsset: 'BTC',
    networkId: 'bitcoin',
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    fromAddress: 'bc1q9h6yzs4k0m5v8n2c7x3d1f0g8j6k4l2p0q9r8s',
    memo: null,
    txHash: '5e9b1c0f3a7d2e8b4c6a1f9e0d3b7c5a2e8f4d1b6c9a3e7f0b2d5c8a1e4f7b0d',
    explorerUrl: null,
    confirmations: 3,
    requiredConfirmations: 2,
    counterAsset: null,
    counterAmount: null,
    rate: null,
    failureReason: null,
    createdAt: '2026-01-15T11:00:00.000Z',
    updatedAt: '2026-01-15T11:15:00.000Z',
    completedAt: '2026-01-15T11:15:00.000Z',
    ...overrides,
  };
}
