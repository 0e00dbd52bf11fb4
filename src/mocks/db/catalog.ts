/**
 * Reference data of the demo backend: the networks and assets a custodial wallet supports, with dollar
 * prices (some assets have none) and the rules of each asset on each network.
 */
import { ALPHABETS, type Random } from './prng';

export type MemoLabel = 'memo' | 'tag' | 'comment';

export interface NetworkSpec {
  id: string;
  name: string;
  protocol: string;
  nativeAsset: string;
  requiredConfirmations: number;
  averageBlockSeconds: number;
  explorer: string;
  addressRegex: string;
  memo?: { label: MemoLabel; regex: string };
  address: (random: Random) => string;
  txHash: (random: Random) => string;
}

const evmAddress = (random: Random) => `0x${random.string(ALPHABETS.hex, 40)}`;
const evmHash = (random: Random) => `0x${random.string(ALPHABETS.hex, 64)}`;
const hexHash = (random: Random) => random.string(ALPHABETS.hex, 64);
const EVM = '^0x[a-fA-F0-9]{40}$';

function evm(
  id: string,
  name: string,
  protocol: string,
  nativeAsset: string,
  explorer: string,
  confirmations: number,
  block: number,
): NetworkSpec {
  return {
    id,
    name,
    protocol,
    nativeAsset,
    requiredConfirmations: confirmations,
    averageBlockSeconds: block,
    explorer,
    addressRegex: EVM,
    address: evmAddress,
    txHash: evmHash,
  };
}

export const NETWORKS: readonly NetworkSpec[] = [
  {
    id: 'bitcoin',
    name: 'Bitcoin',
    protocol: 'Bitcoin',
    nativeAsset: 'BTC',
    requiredConfirmations: 2,
    averageBlockSeconds: 600,
    explorer: 'https://mempool.space',
    addressRegex: '^(bc1[a-z0-9]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$',
    address: (random) => `bc1q${random.string(ALPHABETS.bech32, 38)}`,
    txHash: hexHash,
  },
  evm('ethereum', 'Ethereum (ERC20)', 'ERC20', 'ETH', 'https://etherscan.io', 12, 12),
  evm('bsc', 'BNB Smart Chain (BEP20)', 'BEP20', 'BNB', 'https://bscscan.com', 15, 3),
  evm('polygon', 'Polygon PoS', 'ERC20', 'POL', 'https://polygonscan.com', 64, 2),
  evm('arbitrum', 'Arbitrum One', 'ERC20', 'ETH', 'https://arbiscan.io', 20, 0.25),
  evm('optimism', 'OP Mainnet', 'ERC20', 'ETH', 'https://optimistic.etherscan.io', 20, 2),
  evm('base', 'Base', 'ERC20', 'ETH', 'https://basescan.org', 20, 2),
  evm('avalanche-c', 'Avalanche C-Chain', 'ERC20', 'AVAX', 'https://snowtrace.io', 12, 2),
  evm('ethereum-classic', 'Ethereum Classic', 'ETC', 'ETC', 'https://etc.blockscout.com', 120, 13),
  {
    id: 'tron',
    name: 'TRON (TRC20)',
    protocol: 'TRC20',
    nativeAsset: 'TRX',
    requiredConfirmations: 20,
    averageBlockSeconds: 3,
    explorer: 'https://tronscan.org/#',
    addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
    address: (random) => `T${random.string(ALPHABETS.base58, 33)}`,
    txHash: hexHash,
  },
  {
    id: 'solana',
    name: 'Solana',
    protocol: 'SPL',
    nativeAsset: 'SOL',
    requiredConfirmations: 32,
    averageBlockSeconds: 0.4,
    explorer: 'https://solscan.io',
    addressRegex: '^[1-9A-HJ-NP-Za-km-z]{32,44}$',
    address: (random) => random.string(ALPHABETS.base58, 44),
    txHash: (random) => random.string(ALPHABETS.base58, 88),
  },
  {
    id: 'ripple',
    name: 'XRP Ledger',
    protocol: 'XRPL',
    nativeAsset: 'XRP',
    requiredConfirmations: 1,
    averageBlockSeconds: 4,
    explorer: 'https://livenet.xrpl.org',
    addressRegex: '^r[1-9A-HJ-NP-Za-km-z]{24,34}$',
    memo: { label: 'tag', regex: '^[0-9]{1,10}$' },
    address: (random) => `r${random.string(ALPHABETS.base58, 33)}`,
    txHash: (random) => random.string(ALPHABETS.hex, 64).toUpperCase(),
  },
  {
    id: 'stellar',
    name: 'Stellar',
    protocol: 'Stellar',
    nativeAsset: 'XLM',
    requiredConfirmations: 1,
    averageBlockSeconds: 5,
    explorer: 'https://stellar.expert/explorer/public',
    addressRegex: '^G[A-Z2-7]{55}$',
    memo: { label: 'memo', regex: '^[0-9]{1,19}$' },
    address: (random) => `G${random.string(ALPHABETS.base32, 55)}`,
    txHash: hexHash,
  },
  {
    id: 'cardano',
    name: 'Cardano',
    protocol: 'Cardano',
    nativeAsset: 'ADA',
    requiredConfirmations: 15,
    averageBlockSeconds: 20,
    explorer: 'https://cardanoscan.io',
    addressRegex: '^addr1[a-z0-9]{50,110}$',
    address: (random) => `addr1${random.string(ALPHABETS.bech32, 98)}`,
    txHash: hexHash,
  },
  {
    id: 'dogecoin',
    name: 'Dogecoin',
    protocol: 'Dogecoin',
    nativeAsset: 'DOGE',
    requiredConfirmations: 40,
    averageBlockSeconds: 60,
    explorer: 'https://dogechain.info',
    addressRegex: '^D[5-9A-HJ-NP-U][1-9A-HJ-NP-Za-km-z]{32}$',
    address: (random) => `D${random.string('56789ABCDEFGHJKLMNPQRSTU', 1)}${random.string(ALPHABETS.base58, 32)}`,
    txHash: hexHash,
  },
  {
    id: 'litecoin',
    name: 'Litecoin',
    protocol: 'Litecoin',
    nativeAsset: 'LTC',
    requiredConfirmations: 6,
    averageBlockSeconds: 150,
    explorer: 'https://litecoinspace.org',
    addressRegex: '^(ltc1[a-z0-9]{25,59}|[LM3][a-km-zA-HJ-NP-Z1-9]{26,33})$',
    address: (random) => `ltc1q${random.string(ALPHABETS.bech32, 38)}`,
    txHash: hexHash,
  },
  {
    id: 'bitcoin-cash',
    name: 'Bitcoin Cash',
    protocol: 'BCH',
    nativeAsset: 'BCH',
    requiredConfirmations: 6,
    averageBlockSeconds: 600,
    explorer: 'https://blockchair.com/bitcoin-cash',
    addressRegex: '^(bitcoincash:)?[qp][a-z0-9]{41}$',
    address: (random) => `bitcoincash:q${random.string(ALPHABETS.bech32, 41)}`,
    txHash: hexHash,
  },
  {
    id: 'polkadot',
    name: 'Polkadot',
    protocol: 'Substrate',
    nativeAsset: 'DOT',
    requiredConfirmations: 2,
    averageBlockSeconds: 6,
    explorer: 'https://polkadot.subscan.io',
    addressRegex: '^1[1-9A-HJ-NP-Za-km-z]{45,47}$',
    address: (random) => `1${random.string(ALPHABETS.base58, 46)}`,
    txHash: evmHash,
  },
  {
    id: 'cosmos',
    name: 'Cosmos Hub',
    protocol: 'Cosmos',
    nativeAsset: 'ATOM',
    requiredConfirmations: 1,
    averageBlockSeconds: 6,
    explorer: 'https://www.mintscan.io/cosmos',
    addressRegex: '^cosmos1[a-z0-9]{38}$',
    memo: { label: 'memo', regex: '^[0-9A-Za-z]{1,64}$' },
    address: (random) => `cosmos1${random.string(ALPHABETS.bech32, 38)}`,
    txHash: (random) => random.string(ALPHABETS.hex, 64).toUpperCase(),
  },
  {
    id: 'ton',
    name: 'TON',
    protocol: 'TON',
    nativeAsset: 'TON',
    requiredConfirmations: 1,
    averageBlockSeconds: 5,
    explorer: 'https://tonviewer.com',
    addressRegex: '^(EQ|UQ)[A-Za-z0-9_-]{46}$',
    memo: { label: 'comment', regex: '^.{1,120}$' },
    address: (random) => `UQ${random.string(ALPHABETS.base64url, 46)}`,
    txHash: hexHash,
  },
  {
    id: 'near',
    name: 'NEAR Protocol',
    protocol: 'NEAR',
    nativeAsset: 'NEAR',
    requiredConfirmations: 1,
    averageBlockSeconds: 1,
    explorer: 'https://nearblocks.io',
    addressRegex: '^([a-f0-9]{64}|[a-z0-9._-]{2,59}\\.near)$',
    address: (random) => random.string(ALPHABETS.hex, 64),
    txHash: (random) => random.string(ALPHABETS.base58, 44),
  },
  {
    id: 'aptos',
    name: 'Aptos',
    protocol: 'Aptos',
    nativeAsset: 'APT',
    requiredConfirmations: 1,
    averageBlockSeconds: 1,
    explorer: 'https://explorer.aptoslabs.com',
    addressRegex: '^0x[a-fA-F0-9]{64}$',
    address: (random) => `0x${random.string(ALPHABETS.hex, 64)}`,
    txHash: evmHash,
  },
  {
    id: 'filecoin',
    name: 'Filecoin',
    protocol: 'Filecoin',
    nativeAsset: 'FIL',
    requiredConfirmations: 5,
    averageBlockSeconds: 30,
    explorer: 'https://filfox.info/en',
    addressRegex: '^f[0-4][a-z0-9]{8,86}$',
    address: (random) => `f1${random.string('abcdefghijklmnopqrstuvwxyz234567', 38)}`,
    txHash: (random) => `bafy2bzace${random.string('abcdefghijklmnopqrstuvwxyz234567', 50)}`,
  },
  {
    id: 'algorand',
    name: 'Algorand',
    protocol: 'Algorand',
    nativeAsset: 'ALGO',
    requiredConfirmations: 1,
    averageBlockSeconds: 3,
    explorer: 'https://allo.info',
    addressRegex: '^[A-Z2-7]{58}$',
    address: (random) => random.string(ALPHABETS.base32, 58),
    txHash: (random) => random.string(ALPHABETS.base32, 52),
  },
  {
    id: 'tezos',
    name: 'Tezos',
    protocol: 'Tezos',
    nativeAsset: 'XTZ',
    requiredConfirmations: 2,
    averageBlockSeconds: 10,
    explorer: 'https://tzkt.io',
    addressRegex: '^tz[1-3][1-9A-HJ-NP-Za-km-z]{33}$',
    address: (random) => `tz1${random.string(ALPHABETS.base58, 33)}`,
    txHash: (random) => `o${random.string(ALPHABETS.base58, 50)}`,
  },
];

export const networkSpec = (id: string): NetworkSpec | undefined => NETWORKS.find((network) => network.id === id);

export interface AssetSpec {
  id: string;
  symbol: string;
  name: string;
  kind: 'coin' | 'token' | 'stablecoin' | 'game';
  decimals: number;
  /** Dollar price; null when there is no market price. */
  price: string | null;
  color: string;
  /** Network ids, the asset's home network first. */
  networks: readonly string[];
  /** Typical holding in dollars, to size seeded balances. */
  typicalUsd: number;
}

const asset = (
  id: string,
  symbol: string,
  name: string,
  kind: AssetSpec['kind'],
  decimals: number,
  price: string | null,
  color: string,
  networks: readonly string[],
  typicalUsd = 400,
): AssetSpec => ({ id, symbol, name, kind, decimals, price, color, networks, typicalUsd });

export const ASSETS: readonly AssetSpec[] = [
  asset('btc', 'BTC', 'Bitcoin', 'coin', 8, '67250.12', '#f7931a', ['bitcoin', 'bsc'], 6000),
  asset('eth', 'ETH', 'Ethereum', 'coin', 18, '3480.55', '#627eea', ['ethereum', 'arbitrum', 'optimism', 'base', 'bsc'], 4000),
  asset(
    'usdt',
    'USDT',
    'Tether USD',
    'stablecoin',
    6,
    '1.0002',
    '#26a17b',
    ['ethereum', 'tron', 'bsc', 'polygon', 'solana', 'arbitrum'],
    2500,
  ),
  asset(
    'usdc',
    'USDC',
    'USD Coin',
    'stablecoin',
    6,
    '0.9999',
    '#2775ca',
    ['ethereum', 'polygon', 'solana', 'arbitrum', 'base', 'avalanche-c'],
    1500,
  ),
  asset('bnb', 'BNB', 'BNB', 'coin', 18, '585.4', '#f3ba2f', ['bsc', 'ethereum'], 900),
  asset('xrp', 'XRP', 'XRP', 'coin', 6, '0.6231', '#23292f', ['ripple', 'bsc'], 500),
  asset('sol', 'SOL', 'Solana', 'coin', 9, '171.3', '#9945ff', ['solana', 'bsc'], 1200),
  asset('ada', 'ADA', 'Cardano', 'coin', 6, '0.4521', '#0033ad', ['cardano', 'bsc']),
  asset('doge', 'DOGE', 'Dogecoin', 'coin', 8, '0.1587', '#c2a633', ['dogecoin', 'bsc']),
  asset('trx', 'TRX', 'TRON', 'coin', 6, '0.1213', '#ef0027', ['tron', 'bsc']),
  asset('ton', 'TON', 'Toncoin', 'coin', 9, '6.98', '#0098ea', ['ton', 'ethereum']),
  asset('dot', 'DOT', 'Polkadot', 'coin', 10, '7.12', '#e6007a', ['polkadot', 'bsc']),
  asset('pol', 'POL', 'Polygon', 'token', 18, '0.7124', '#8247e5', ['polygon', 'ethereum']),
  asset('ltc', 'LTC', 'Litecoin', 'coin', 8, '84.2', '#345d9d', ['litecoin', 'bsc']),
  asset('avax', 'AVAX', 'Avalanche', 'coin', 18, '36.4', '#e84142', ['avalanche-c', 'bsc']),
  asset('link', 'LINK', 'Chainlink', 'token', 18, '17.85', '#2a5ada', ['ethereum', 'bsc', 'polygon', 'arbitrum']),
  asset('shib', 'SHIB', 'Shiba Inu', 'token', 18, '0.00002431', '#e42d04', ['ethereum', 'bsc'], 150),
  asset('bch', 'BCH', 'Bitcoin Cash', 'coin', 8, '478.2', '#0ac18e', ['bitcoin-cash', 'bsc']),
  asset('xlm', 'XLM', 'Stellar', 'coin', 7, '0.1102', '#14b6e7', ['stellar']),
  asset('atom', 'ATOM', 'Cosmos', 'coin', 6, '8.61', '#2e3148', ['cosmos', 'bsc']),
  asset('uni', 'UNI', 'Uniswap', 'token', 18, '9.84', '#ff007a', ['ethereum', 'arbitrum', 'polygon']),
  asset('etc', 'ETC', 'Ethereum Classic', 'coin', 18, '27.3', '#328332', ['ethereum-classic', 'bsc']),
  asset('near', 'NEAR', 'NEAR Protocol', 'coin', 18, '5.64', '#00c08b', ['near', 'ethereum']),
  asset('arb', 'ARB', 'Arbitrum', 'token', 18, '1.02', '#213147', ['arbitrum', 'ethereum']),
  asset('fil', 'FIL', 'Filecoin', 'coin', 18, '5.92', '#0090ff', ['filecoin', 'bsc']),
  asset('aave', 'AAVE', 'Aave', 'token', 18, '102.5', '#b6509e', ['ethereum', 'polygon', 'arbitrum']),
  asset('dai', 'DAI', 'Dai', 'stablecoin', 18, '1.0001', '#f5ac37', ['ethereum', 'polygon', 'arbitrum', 'bsc'], 800),
  asset('sand', 'SAND', 'The Sandbox', 'game', 18, '0.4312', '#00adef', ['ethereum', 'polygon']),
  asset('mana', 'MANA', 'Decentraland', 'game', 18, '0.4587', '#ff2d55', ['ethereum', 'polygon']),
  asset('axs', 'AXS', 'Axie Infinity', 'game', 18, '7.81', '#0055d5', ['ethereum', 'bsc']),
  asset('gala', 'GALA', 'Gala', 'game', 8, '0.0412', '#111111', ['ethereum', 'bsc']),
  asset('chz', 'CHZ', 'Chiliz', 'token', 18, '0.1089', '#cd0124', ['ethereum', 'bsc']),
  asset('tryb', 'TRYB', 'BiLira', 'stablecoin', 6, '0.0291', '#e30a17', ['ethereum', 'bsc', 'polygon', 'solana'], 300),
  asset('ghub', 'GHUB', 'Game Hub Token', 'game', 18, null, '#6a35ee', ['polygon', 'bsc'], 0),
  asset('gem', 'GEM', 'Hub Gems', 'game', 2, null, '#12b76a', ['polygon', 'bsc'], 0),
  asset('xpt', 'XPT', 'Arena XP', 'game', 0, null, '#f79009', ['polygon', 'bsc'], 0),
  // Supported but not held by the demo customer (the "add an asset" case).
  asset('apt', 'APT', 'Aptos', 'coin', 8, '9.12', '#06f7f7', ['aptos']),
  asset('op', 'OP', 'Optimism', 'token', 18, '2.41', '#ff0420', ['optimism', 'ethereum']),
  asset('mkr', 'MKR', 'Maker', 'token', 18, '2543.1', '#1aab9b', ['ethereum', 'polygon']),
  asset('ape', 'APE', 'ApeCoin', 'token', 18, '1.43', '#0054f9', ['ethereum', 'arbitrum']),
  asset('algo', 'ALGO', 'Algorand', 'coin', 6, '0.1834', '#000000', ['algorand']),
  asset('xtz', 'XTZ', 'Tezos', 'coin', 6, '0.9421', '#2c7df7', ['tezos']),
];

/** Assets the demo customer has no account for. */
export const NOT_HELD_BY_CUSTOMER: ReadonlySet<string> = new Set(['apt', 'op', 'mkr', 'ape', 'algo', 'xtz']);

export const assetSpec = (id: string): AssetSpec | undefined => ASSETS.find((item) => item.id === id);
export const assetSpecBySymbol = (symbol: string): AssetSpec | undefined =>
  ASSETS.find((item) => item.symbol === symbol.toUpperCase());

/** The withdrawal fee of an asset on a network, in the asset: about a dollar's worth (more on Ethereum and Bitcoin). */
export function networkFeeUsd(networkId: string): number {
  switch (networkId) {
    case 'bitcoin':
      return 4;
    case 'ethereum':
      return 3.5;
    case 'ethereum-classic':
    case 'bitcoin-cash':
      return 0.5;
    default:
      return 0.4;
  }
}

/** Verification codes in the demo backend: always this one. */
export const DEMO_VERIFICATION_CODE = '123456';

/** Daily withdrawal limit per asset, in dollars (assets without a price: 100 000 units). */
export const DAILY_LIMIT_USD = 50_000;
