// Fixed data for the step stories: no backend, so every state renders the same every time.
import type { Quote, SendForm } from '@/machines/withdrawal';
import type { AssetAccount, Network, NetworkAsset, Transaction, VerificationChallenge } from '@/services/api';
import type { NetworkOfAsset } from '../hooks/use-send-data';

const usdtRules = (networkId: string, regex: string, fee: string): NetworkAsset => ({
  assetId: 'usdt',
  asset: 'USDT',
  contractAddress: networkId === 'tron' ? 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' : '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  decimals: 6,
  depositEnabled: true,
  withdrawEnabled: true,
  depositMin: '1',
  withdrawMin: '10',
  withdrawMax: '250000',
  withdrawFee: fee,
  memoRequired: false,
  memoLabel: null,
  addressRegex: regex,
  memoRegex: null,
});

const network = (
  id: string,
  name: string,
  protocol: string,
  nativeAsset: string,
  status: Network['status'],
  rules: NetworkAsset,
): NetworkOfAsset => ({
  network: {
    id,
    name,
    protocol,
    nativeAsset,
    status,
    requiredConfirmations: 12,
    averageBlockSeconds: 12,
    explorerTxUrl: 'https://example.test/tx/{txHash}',
    explorerAddressUrl: 'https://example.test/address/{address}',
    assets: [rules],
  },
  rules,
});

export const ethereum = network(
  'ethereum',
  'Ethereum (ERC20)',
  'ERC20',
  'ETH',
  'congested',
  usdtRules('ethereum', '^0x[a-fA-F0-9]{40}$', '4.2'),
);
export const tron = network(
  'tron',
  'TRON (TRC20)',
  'TRC20',
  'TRX',
  'online',
  usdtRules('tron', '^T[1-9A-HJ-NP-Za-km-z]{33}$', '1'),
);
export const filecoin = network(
  'filecoin',
  'Filecoin',
  'FEVM',
  'FIL',
  'maintenance',
  usdtRules('filecoin', '^f[0-4][a-z0-9]{8,86}$', '0.5'),
);
export const usdtNetworks = [ethereum, tron, filecoin];

export const accounts: AssetAccount[] = [
  ['btc', 'BTC', 'Bitcoin', 8, '0.52'],
  ['usdt', 'USDT', 'Tether', 6, '1250.5'],
  ['eth', 'ETH', 'Ethereum', 18, '3.1'],
].map(([assetId = '', asset = '', name = '', decimals = 0, availableBalance = '0']) => ({
  id: `acc-${assetId}`,
  userId: 'u-1001',
  assetId: String(assetId),
  asset: String(asset),
  assetObj: { id: String(assetId), symbol: String(asset), name: String(name), decimals: Number(decimals), imageUrl: '' },
  balance: String(availableBalance),
  availableBalance: String(availableBalance),
  lockedBalance: '0',
  createdAt: '2025-06-01T10:00:00Z',
  updatedAt: '2026-01-15T11:00:00Z',
}));

export const PAST_RECIPIENT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

export const form: SendForm = {
  assetId: 'usdt',
  networkId: 'ethereum',
  address: PAST_RECIPIENT,
  memo: '',
  noMemoConfirmed: false,
  amountText: '250,5',
  amount: '250.5',
  acceptedWarnings: ['first-time'],
};

export const quote: Quote = {
  fee: {
    assetId: 'usdt',
    asset: 'USDT',
    networkId: 'ethereum',
    amount: '250.5',
    fee: '4.2',
    feeAsset: 'USDT',
    totalDebit: '254.7',
    minAmount: '10',
    maxAmount: '250000',
  },
  dailyLimit: { assetId: 'usdt', asset: 'USDT', limit: '1000', used: '100', remaining: '900', resetsAt: '2026-01-16T00:00:00Z' },
  fetchedAt: Date.UTC(2026, 0, 15, 12, 0, 0),
};

export const challenge: VerificationChallenge = {
  verificationId: 'wver-1',
  channels: [
    { channel: 'email', destination: 'd***@wallet.test' },
    { channel: 'sms', destination: '+90 *** *** ** 67' },
  ],
  codeLength: 6,
  expiresInSeconds: 300,
  resendInSeconds: 30,
  maxAttempts: 5,
};

export const transaction: Transaction = {
  id: 'tx-9001',
  userId: 'u-1001',
  accountId: 'acc-usdt',
  assetId: 'usdt',
  asset: 'USDT',
  type: 'withdrawal',
  status: 'pending',
  amount: '250.5',
  fee: '4.2',
  feeAsset: 'USDT',
  address: PAST_RECIPIENT,
  memo: null,
  networkId: 'ethereum',
  txHash: null,
  explorerUrl: null,
  confirmations: 0,
  requiredConfirmations: 12,
  counterAmount: null,
  counterAsset: null,
  rate: null,
  failureReason: null,
  createdAt: '2026-01-15T12:00:00Z',
  updatedAt: '2026-01-15T12:00:00Z',
  completedAt: null,
};
