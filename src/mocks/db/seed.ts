/**
 * The demo backend's starting data, generated from a fixed seed and relative to the clock at seeding time
 * (Storybook fixes the clock, so stories see the same data every time).
 */
import type {
  Asset,
  AssetAccount,
  ConverterDefinition,
  Network,
  NetworkAsset,
  Nft,
  NotificationType,
  Price,
  Transaction,
  TransactionLog,
  TransactionStatus,
  TransactionType,
  WalletAddress,
} from '@/services/api';
import { allDemoUsers, demoUsers, type DemoUser } from '../fixtures/demo-users';
import { assetIcon, avatarArt, nftArt } from './art';
import {
  ASSETS,
  DAILY_LIMIT_USD,
  NETWORKS,
  NOT_HELD_BY_CUSTOMER,
  assetSpec,
  networkFeeUsd,
  networkSpec,
  type AssetSpec,
  type NetworkSpec,
} from './catalog';
import { multiply } from './decimal';
import { DAY, HOUR, MINUTE, iso, roundToString } from './format';
import { mediaUrl } from './media';
import { createRandom, type Random } from './prng';
import type { DemoDatabase, StoredNotification, StoredUser } from './types';

export const DB_VERSION = 1;
const SEED = 20260115;

/** Ids are a prefix and a sequence number: readable, unique and deterministic. */
export function nextId(db: Pick<DemoDatabase, 'sequence'>, prefix: string): string {
  db.sequence += 1;
  return `${prefix}_${db.sequence.toString(36).padStart(6, '0')}`;
}

const priceOf = (spec: AssetSpec): number | null => (spec.price === null ? null : Number(spec.price));

/** `usd` dollars of an asset (or `fallbackUnits` when it has no price), as a decimal string. */
function unitsFor(spec: AssetSpec, usd: number, fallbackUnits: number): string {
  const price = priceOf(spec);
  return roundToString(price ? usd / price : fallbackUnits, spec.decimals);
}

export function explorerTxUrl(network: NetworkSpec, txHash: string): string {
  return `${network.explorer}/tx/${txHash}`;
}

function buildAssets(): Asset[] {
  return ASSETS.map((spec) => ({
    id: spec.id,
    symbol: spec.symbol,
    name: spec.name,
    imageUrl: assetIcon(spec.symbol, spec.color),
    decimals: spec.decimals,
    kind: spec.kind,
    depositEnabled: true,
    withdrawEnabled: true,
    networkIds: [...spec.networks],
  }));
}

function buildNetworks(random: Random): Network[] {
  return NETWORKS.map((network) => {
    const assets: NetworkAsset[] = ASSETS.filter((spec) => spec.networks.includes(network.id)).map((spec) => {
      const native = spec.symbol === network.nativeAsset;
      return {
        assetId: spec.id,
        asset: spec.symbol,
        contractAddress: native ? null : network.address(random),
        decimals: spec.decimals,
        depositEnabled: true,
        // One pair is closed for withdrawals, as exchanges often have.
        withdrawEnabled: !(spec.id === 'gala' && network.id === 'bsc'),
        depositMin: unitsFor(spec, 1, 1),
        withdrawMin: unitsFor(spec, 10, 10),
        withdrawMax: spec.kind === 'stablecoin' ? unitsFor(spec, 250_000, 250_000) : null,
        withdrawFee: unitsFor(spec, networkFeeUsd(network.id), 1),
        memoRequired: network.memo !== undefined,
        memoLabel: network.memo?.label ?? null,
        addressRegex: network.addressRegex,
        memoRegex: network.memo?.regex ?? null,
      };
    });
    return {
      id: network.id,
      name: network.name,
      protocol: network.protocol,
      nativeAsset: network.nativeAsset,
      status: network.id === 'ethereum' ? 'congested' : network.id === 'filecoin' ? 'maintenance' : 'online',
      requiredConfirmations: network.requiredConfirmations,
      averageBlockSeconds: network.averageBlockSeconds,
      explorerTxUrl: `${network.explorer}/tx/{txHash}`,
      explorerAddressUrl: `${network.explorer}/address/{address}`,
      assets,
    };
  });
}

function buildPrices(random: Random, now: number): Price[] {
  return ASSETS.map((spec) => ({
    symbol: spec.symbol,
    price: spec.price,
    change24h: spec.price === null ? null : (((random.next() - 0.45) * 16).toFixed(2) as string),
    updatedAt: iso(now - random.int(5, 55) * 1000),
  }));
}

function buildConverterDefinitions(db: DemoDatabase): ConverterDefinition[] {
  const priced = ASSETS.filter((spec) => spec.price !== null);
  const pairs = new Set<string>();
  for (const spec of priced) {
    for (const base of ['usdt', 'btc']) if (spec.id !== base) pairs.add(`${spec.id}>${base}`).add(`${base}>${spec.id}`);
  }
  for (const extra of ['usdc>usdt', 'usdt>usdc', 'eth>btc', 'btc>eth', 'usdt>tryb', 'tryb>usdt', 'eth>usdc', 'usdc>eth'])
    pairs.add(extra);
  return [...pairs].map((pair) => {
    const [fromId = '', toId = ''] = pair.split('>');
    const from = assetSpec(fromId) as AssetSpec;
    const to = assetSpec(toId) as AssetSpec;
    return {
      id: nextId(db, 'cdef'),
      fromAssetId: from.id,
      fromAsset: from.symbol,
      toAssetId: to.id,
      toAsset: to.symbol,
      minAmount: unitsFor(from, 5, 5),
      maxAmount: unitsFor(from, 50_000, 50_000),
      feePercent: from.kind === 'stablecoin' && to.kind === 'stablecoin' ? '0.05' : '0.1',
      enabled: pair !== 'shib>btc',
    };
  });
}

function buildUser(user: DemoUser, now: number, index: number, db: DemoDatabase): StoredUser {
  const created = now - (420 - index * 90) * DAY;
  const image = user.userId === demoUsers.customer.userId ? `avatars/${user.userId}.svg` : null;
  if (image) {
    db.media[image] = {
      contentType: 'image/svg+xml',
      encoding: 'text',
      body: avatarArt(`${user.name[0]}${user.lastname[0]}`, '#6a35ee'),
    };
  }
  const kycStatus = user.groups.includes('admin') ? 'approved' : user.tenantId ? 'pending' : 'not_started';
  return {
    id: user.userId,
    sub: user.sub,
    email: user.email,
    username: user.email,
    name: user.nw === 1 ? '' : user.name,
    lastname: user.nw === 1 ? '' : user.lastname,
    nickname: user.nickname ?? null,
    birthdate: user.birthdate ?? null,
    gender: user.gender === '1' || user.gender === '2' || user.gender === '3' ? user.gender : null,
    phoneNumber: user.userId === demoUsers.customer.userId ? '+905321234567' : null,
    image: image ? mediaUrl(image) : null,
    tenantId: user.tenantId ?? null,
    nw: user.nw,
    isRegisterComplete: user.nw === 0,
    kycStatus,
    createdAt: iso(created),
    updatedAt: iso(created + 3 * DAY),
    password: user.password,
  };
}

/** How much of the catalogue each demo user holds. */
function holdingsOf(user: DemoUser): AssetSpec[] {
  if (user.userId === demoUsers.customer.userId) return ASSETS.filter((spec) => !NOT_HELD_BY_CUSTOMER.has(spec.id));
  if (user.nw === 1) return [];
  const few = user.groups.includes('admin')
    ? ['btc', 'eth', 'usdt', 'usdc', 'sol', 'xrp', 'ghub', 'tryb']
    : ['btc', 'eth', 'usdt', 'bnb', 'gem'];
  return few.map((id) => assetSpec(id) as AssetSpec);
}

export function accountFor(db: DemoDatabase, userId: string, spec: AssetSpec, balance: string, createdAt: string): AssetAccount {
  const assetRecord = db.assets.find((item) => item.id === spec.id) as Asset;
  return {
    id: nextId(db, 'acc'),
    userId,
    asset: spec.symbol,
    assetId: spec.id,
    balance,
    availableBalance: balance,
    lockedBalance: '0',
    assetObj: {
      id: spec.id,
      symbol: spec.symbol,
      name: spec.name,
      imageUrl: assetRecord.imageUrl,
      decimals: spec.decimals,
    },
    createdAt,
    updatedAt: createdAt,
  };
}

export function addressFor(
  db: DemoDatabase,
  random: Random,
  userId: string,
  spec: AssetSpec,
  networkId: string,
  createdAt: string,
): WalletAddress {
  const network = networkSpec(networkId) as NetworkSpec;
  return {
    id: nextId(db, 'addr'),
    userId,
    assetId: spec.id,
    asset: spec.symbol,
    networkId,
    address: network.address(random),
    memo: network.memo ? random.string('123456789', 9) : null,
    createdAt,
  };
}

interface TxPlan {
  type: TransactionType;
  status: TransactionStatus;
  spec: AssetSpec;
  at: number;
}

function statusFor(random: Random, ageMs: number): TransactionStatus {
  if (ageMs < 2 * HOUR) return random.pick(['pending', 'processing', 'processing', 'completed'] as const);
  if (ageMs < DAY && random.chance(0.2)) return 'processing';
  if (random.chance(0.05)) return 'failed';
  if (random.chance(0.03)) return 'cancelled';
  return 'completed';
}

function logsFor(db: DemoDatabase, tx: Transaction, network: NetworkSpec | undefined): TransactionLog[] {
  const created = Date.parse(tx.createdAt);
  const steps: Array<Omit<TransactionLog, 'id' | 'txId'>> = [];
  const at = (minutes: number) => iso(created + minutes * MINUTE);
  const amount = `${tx.amount} ${tx.asset}`;
  const required = tx.requiredConfirmations;
  if (tx.type === 'deposit') {
    steps.push({
      status: 'pending',
      event: 'created',
      message: `Incoming ${amount} seen on ${network?.name ?? 'the network'}.`,
      confirmations: 0,
      createdAt: at(0),
    });
    if (tx.status !== 'pending') {
      steps.push({
        status: 'processing',
        event: 'confirming',
        message: `Waiting for ${required} confirmations.`,
        confirmations: Math.min(1, required),
        createdAt: at(2),
      });
    }
    if (tx.status === 'completed') {
      steps.push({
        status: 'completed',
        event: 'credited',
        message: `${amount} credited to your account.`,
        confirmations: required,
        createdAt: at(12),
      });
    }
    if (tx.status === 'failed')
      steps.push({
        status: 'failed',
        event: 'failed',
        message: tx.failureReason ?? 'Deposit failed.',
        confirmations: null,
        createdAt: at(30),
      });
  } else if (tx.type === 'withdrawal') {
    steps.push({
      status: 'pending',
      event: 'created',
      message: `Withdrawal of ${amount} requested.`,
      confirmations: null,
      createdAt: at(0),
    });
    if (tx.status === 'cancelled') {
      steps.push({
        status: 'cancelled',
        event: 'cancelled',
        message: 'Cancelled at your request; the amount is back in your account.',
        confirmations: null,
        createdAt: at(3),
      });
    } else {
      steps.push({
        status: 'pending',
        event: 'verified',
        message: 'Verification codes accepted.',
        confirmations: null,
        createdAt: at(1),
      });
      if (tx.status === 'failed') {
        steps.push({
          status: 'failed',
          event: 'failed',
          message: tx.failureReason ?? 'Withdrawal failed.',
          confirmations: null,
          createdAt: at(6),
        });
      } else if (tx.status !== 'pending') {
        steps.push({
          status: 'processing',
          event: 'broadcast',
          message: `Broadcast to ${network?.name ?? 'the network'}.`,
          confirmations: 0,
          createdAt: at(4),
        });
        steps.push({
          status: 'processing',
          event: 'confirming',
          message: `Waiting for ${required} confirmations.`,
          confirmations: Math.min(1, required),
          createdAt: at(6),
        });
        if (tx.status === 'completed') {
          steps.push({
            status: 'completed',
            event: 'completed',
            message: `${amount} delivered.`,
            confirmations: required,
            createdAt: at(15),
          });
        }
      }
    }
  } else {
    steps.push({
      status: 'pending',
      event: 'created',
      message: `Conversion of ${amount} to ${tx.counterAsset ?? ''} requested.`,
      confirmations: null,
      createdAt: at(0),
    });
    steps.push({
      status: 'processing',
      event: 'debited',
      message: `${amount} debited.`,
      confirmations: null,
      createdAt: at(0.1),
    });
    steps.push({
      status: 'completed',
      event: 'credited',
      message: `${tx.counterAmount ?? ''} ${tx.counterAsset ?? ''} credited.`,
      confirmations: null,
      createdAt: at(0.2),
    });
  }
  return steps.map((step) => ({ ...step, id: nextId(db, 'txlog'), txId: tx.id }));
}

function buildTransaction(
  db: DemoDatabase,
  random: Random,
  user: DemoUser,
  account: AssetAccount,
  plan: TxPlan,
  ownAddress: string | undefined,
): Transaction {
  const { spec, type, status, at } = plan;
  const usd = random.pick([12, 25, 40, 75, 120, 200, 350, 600, 900, 1500, 2400]) * (0.6 + random.next() * 0.8);
  const amount = unitsFor(spec, usd, random.int(10, 4000));
  const createdAt = iso(at);
  const finished = status === 'completed' || status === 'failed' || status === 'cancelled';
  const base = {
    id: nextId(db, 'tx'),
    userId: user.userId,
    accountId: account.id,
    type,
    status,
    assetId: spec.id,
    asset: spec.symbol,
    amount,
    createdAt,
    updatedAt: iso(at + (finished ? 15 * MINUTE : 2 * MINUTE)),
    completedAt: status === 'completed' ? iso(at + 15 * MINUTE) : null,
    failureReason:
      status === 'failed'
        ? random.pick([
            'Rejected by the network: fee too low.',
            'Destination address is flagged by compliance screening.',
            'Deposit below the minimum; contact support.',
          ])
        : null,
  };
  if (type === 'conversion') {
    const target = random.pick(
      ASSETS.filter((other) => other.id !== spec.id && other.price !== null && ['usdt', 'btc', 'eth', 'usdc'].includes(other.id)),
    );
    const rate = spec.price && target.price ? roundToString(Number(spec.price) / Number(target.price), 18, 8) : '1';
    return {
      ...base,
      status: 'completed',
      completedAt: iso(at + 12_000),
      updatedAt: iso(at + 12_000),
      failureReason: null,
      fee: roundToString(Number(multiply(amount, rate)) * 0.001, target.decimals),
      feeAsset: target.symbol,
      networkId: null,
      address: null,
      memo: null,
      txHash: null,
      explorerUrl: null,
      confirmations: 0,
      requiredConfirmations: 0,
      counterAsset: target.symbol,
      counterAmount: roundToString(Number(multiply(amount, rate)) * 0.999, target.decimals, 8),
      rate,
    };
  }
  const networkId = random.chance(0.7) ? (spec.networks[0] as string) : random.pick(spec.networks);
  const network = networkSpec(networkId) as NetworkSpec;
  const broadcast =
    type === 'deposit' || (status !== 'pending' && status !== 'cancelled' && !(status === 'failed' && random.chance(0.5)));
  const txHash = broadcast ? network.txHash(random) : null;
  const confirmations =
    status === 'completed'
      ? network.requiredConfirmations + random.int(0, 40)
      : status === 'processing'
        ? random.int(0, Math.max(0, network.requiredConfirmations - 1))
        : 0;
  return {
    ...base,
    fee: type === 'withdrawal' ? unitsFor(spec, networkFeeUsd(networkId), 1) : '0',
    feeAsset: spec.symbol,
    networkId,
    address: type === 'deposit' ? (ownAddress ?? network.address(random)) : network.address(random),
    memo: network.memo ? random.string('123456789', 9) : null,
    txHash,
    explorerUrl: txHash ? explorerTxUrl(network, txHash) : null,
    confirmations,
    requiredConfirmations: network.requiredConfirmations,
    counterAsset: null,
    counterAmount: null,
    rate: null,
  };
}

const GENERIC_NOTES: ReadonlyArray<{ title: string; message: string }> = [
  {
    title: 'Weekend tournament',
    message: 'The Neon Arena weekend tournament starts Saturday at 18:00 UTC. Prize pool: 5,000 USDT.',
  },
  { title: 'Security reminder', message: 'We will never ask for your password or verification codes. Stay safe!' },
  { title: 'Scheduled maintenance', message: 'Filecoin deposits and withdrawals are paused for network maintenance.' },
  { title: 'New game', message: 'Dragon Forge is live in the game hub. Play with your GEM balance.' },
  { title: 'Network congestion', message: 'Ethereum fees are higher than usual; consider a layer-2 network for withdrawals.' },
  { title: 'Profile tip', message: 'Complete KYC to raise your daily withdrawal limit.' },
  { title: 'Referral bonus', message: 'Invite a friend and both of you receive 50 GHUB.' },
];

function buildNotifications(
  db: DemoDatabase,
  random: Random,
  user: DemoUser,
  now: number,
  count: number,
  transactions: Transaction[],
  accounts: AssetAccount[],
): StoredNotification[] {
  const finished = transactions.filter((tx) => tx.status === 'completed' && tx.type !== 'conversion');
  const notes: StoredNotification[] = [];
  for (let index = 0; index < count; index += 1) {
    const createdAt = now - (index * 19 + random.int(1, 15)) * HOUR;
    const roll = random.next();
    const tx = finished.length > 0 ? random.pick(finished) : undefined;
    let type: NotificationType = 'GENERIC';
    let data: StoredNotification['data'];
    if (tx && roll < 0.35) {
      type = 'TX_DEPOSIT_FINISHED';
      data = {
        title: 'Deposit completed',
        message: `${tx.amount} ${tx.asset} has been credited to your wallet.`,
        asset: tx.asset,
        txId: tx.id,
        amount: tx.amount,
      };
    } else if (tx && roll < 0.6) {
      type = 'TX_WITHDRAW_FINISHED';
      data = {
        title: 'Withdrawal completed',
        message: `${tx.amount} ${tx.asset} has been sent.`,
        asset: tx.asset,
        txId: tx.id,
        amount: tx.amount,
      };
    } else if (roll < 0.72 && accounts.length > 0) {
      const account = random.pick(accounts);
      type = 'AC_CREATED';
      data = { title: 'New asset account', message: `Your ${account.asset} account is ready.`, asset: account.asset };
    } else {
      data = random.pick(GENERIC_NOTES);
    }
    notes.push({
      id: nextId(db, 'ntf'),
      userId: user.userId,
      type,
      // The newest few are unread, plus a scattering of older ones.
      readAt: index < 6 || (index < 20 && random.chance(0.2)) ? null : iso(createdAt + random.int(5, 600) * MINUTE),
      createdAt: iso(createdAt),
      data,
    });
  }
  return notes;
}

const NFT_NAMES = [
  'Arena Champion',
  'Neon Dragon',
  'Pixel Samurai',
  'Cosmic Koi',
  'Golden Gauntlet',
  'Forest Spirit',
  'Cyber Fox',
  'Crystal Golem',
  'Lunar Racer',
  'Ember Phoenix',
  'Shadow Blade',
  'Tidal Serpent',
  'Sky Citadel',
  'Clockwork Owl',
];

function buildNfts(db: DemoDatabase, random: Random, user: DemoUser, now: number): Nft[] {
  const contract = `0x${'7a1fd0'.padEnd(40, '3')}`;
  const polygon = networkSpec('polygon') as NetworkSpec;
  return NFT_NAMES.map((name, index) => {
    const id = nextId(db, 'nft');
    const key = `nft/${id}.svg`;
    db.media[key] = { contentType: 'image/svg+xml', encoding: 'text', body: nftArt(random, name) };
    const supply = random.pick([1, 1, 5, 10, 25, 100, 500, 1000]);
    const status = index === 0 ? 'minting' : index === 3 ? 'transferring' : 'minted';
    const txHash = status === 'minting' ? null : polygon.txHash(random);
    return {
      id,
      userId: user.userId,
      standard: 'ERC1155',
      networkId: 'polygon',
      contractAddress: contract,
      tokenId: String(1000 + index * 7),
      name: supply > 1 ? `${name} #${random.int(1, 99)}` : name,
      description: `${name} from the Game Hub collection. Use it in supported games or trade it on any ERC1155 marketplace.`,
      imageUrl: mediaUrl(key),
      supply,
      balance: status === 'transferring' ? Math.max(0, supply - 1) : supply === 1 ? 1 : random.int(1, supply),
      status,
      txHash,
      explorerUrl: txHash ? explorerTxUrl(polygon, txHash) : null,
      createdAt: iso(now - (index === 0 ? 2 * MINUTE : (index * 11 + random.int(0, 9)) * DAY)),
    } satisfies Nft;
  });
}

interface Volume {
  transactions: number;
  notifications: number;
  nfts: boolean;
}

function volumeOf(user: DemoUser): Volume {
  if (user.userId === demoUsers.customer.userId) return { transactions: 240, notifications: 36, nfts: true };
  if (user.nw === 1) return { transactions: 0, notifications: 1, nfts: false };
  return user.groups.includes('admin')
    ? { transactions: 25, notifications: 6, nfts: false }
    : { transactions: 10, notifications: 3, nfts: false };
}

/** A fresh database: every demo user with their accounts, history, NFTs and notifications. */
export function seedDatabase(now: number = Date.now()): DemoDatabase {
  const random = createRandom(SEED);
  const db: DemoDatabase = {
    version: DB_VERSION,
    seededAt: iso(now),
    sequence: 0,
    assets: buildAssets(),
    networks: buildNetworks(random),
    prices: buildPrices(random, now),
    converterDefinitions: [],
    users: [],
    accounts: [],
    addresses: [],
    transactions: [],
    transactionLogs: [],
    quotes: [],
    verifications: [],
    depositRequests: [],
    nfts: [],
    nftTransfers: [],
    notifications: [],
    contacts: [],
    kycSessions: [],
    media: {},
    jobs: [],
  };
  db.converterDefinitions = buildConverterDefinitions(db);

  allDemoUsers.forEach((user, index) => {
    db.users.push(buildUser(user, now, index, db));
    const accounts = holdingsOf(user).map((spec, position) => {
      // A couple of empty accounts, as customers keep them after selling.
      const empty = position % 11 === 10;
      const usd = spec.typicalUsd * (0.3 + random.next() * 1.4);
      const balance = empty ? '0' : unitsFor(spec, usd, random.int(50, 25_000));
      return accountFor(db, user.userId, spec, balance, iso(now - (300 - position * 6) * DAY));
    });
    db.accounts.push(...accounts);

    const addresses = new Map<string, string>();
    for (const account of accounts) {
      const spec = assetSpec(account.assetId) as AssetSpec;
      const home = spec.networks[0] as string;
      const address = addressFor(db, random, user.userId, spec, home, account.createdAt);
      db.addresses.push(address);
      addresses.set(`${spec.id}/${home}`, address.address);
    }

    const volume = volumeOf(user);
    const weighted = accounts.flatMap((account, position) =>
      Array<AssetAccount>(position < 6 ? 6 : position < 12 ? 3 : 1).fill(account),
    );
    const transactions: Transaction[] = [];
    for (let index = 0; index < volume.transactions && weighted.length > 0; index += 1) {
      const account = random.pick(weighted);
      const spec = assetSpec(account.assetId) as AssetSpec;
      // Spread over 180 days, denser recently.
      const ageMs = Math.floor(random.next() ** 1.6 * 180 * DAY) + random.int(1, 59) * MINUTE;
      const roll = random.next();
      const type: TransactionType = roll < 0.45 ? 'deposit' : roll < 0.75 || spec.price === null ? 'withdrawal' : 'conversion';
      const plan: TxPlan = { type, status: statusFor(random, ageMs), spec, at: now - ageMs };
      const tx = buildTransaction(db, random, user, account, plan, addresses.get(`${spec.id}/${spec.networks[0] as string}`));
      transactions.push(tx);
      db.transactionLogs.push(...logsFor(db, tx, tx.networkId ? networkSpec(tx.networkId) : undefined));
    }
    db.transactions.push(...transactions);
    db.notifications.push(...buildNotifications(db, random, user, now, volume.notifications, transactions, accounts));
    if (volume.nfts) db.nfts.push(...buildNfts(db, random, user, now));
  });
  return db;
}

/** The daily withdrawal limit of an asset, in the asset. */
export function dailyLimitOf(spec: AssetSpec): string {
  return unitsFor(spec, DAILY_LIMIT_USD, 100_000);
}
