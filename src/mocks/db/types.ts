import type {
  Asset,
  AssetAccount,
  Contact,
  ConversionQuote,
  ConverterDefinition,
  DepositUnreceived,
  Network,
  Nft,
  NftTransfer,
  Notification,
  Price,
  Transaction,
  TransactionLog,
  User,
  VerificationChannel,
  WalletAddress,
  WithdrawalDraft,
} from '@/services/api';
import type { Locale } from '@/services/i18n/locale';

/** An identity record plus what only the backend knows. */
export interface StoredUser extends User {
  password: string;
  /**
   * The language the user's last request asked for (Accept-Language), the one the backend writes their
   * notifications and transaction logs in; none until a request names one (then English). ADR 0031.
   */
  language?: Locale;
}

export interface StoredNotification extends Notification {
  userId: string;
}

export interface StoredQuote extends ConversionQuote {
  userId: string;
  fromAssetId: string;
  toAssetId: string;
}

/** The first successful answer to a keyed POST (Idempotency-Key), replayed to any retry of it. */
export interface StoredIdempotencyRecord {
  userId: string;
  key: string;
  /** Method, path and body of the first request: the same key with another body is refused. */
  fingerprint: string;
  status: number;
  body: string;
  contentType: string;
  createdAt: string;
}

export interface StoredVerification {
  id: string;
  userId: string;
  draft: WithdrawalDraft;
  channels: VerificationChannel[];
  code: string;
  expiresAt: string;
  attempts: number;
  withdrawalToken: string | null;
  tokenExpiresAt: string | null;
  used: boolean;
}

export interface StoredNftTransfer extends NftTransfer {
  userId: string;
  /** The transfer's entry in the customer's transaction history (ADR 0030). */
  entryId: string;
}

/** A file served by the media route (NFT art, profile images). */
export interface StoredMedia {
  contentType: string;
  /** base64 for uploads, raw text for SVG. */
  body: string;
  encoding: 'base64' | 'text';
}

/** Work the backend finishes later: a withdrawal confirming, a KYC review. */
export interface Job {
  id: string;
  /** Epoch milliseconds. */
  at: number;
  kind: 'complete-withdrawal' | 'approve-kyc' | 'complete-nft-transfer';
  ref: string;
}

export interface DemoDatabase {
  version: number;
  seededAt: string;
  sequence: number;
  assets: Asset[];
  networks: Network[];
  prices: Price[];
  converterDefinitions: ConverterDefinition[];
  users: StoredUser[];
  accounts: AssetAccount[];
  addresses: WalletAddress[];
  transactions: Transaction[];
  transactionLogs: TransactionLog[];
  quotes: StoredQuote[];
  verifications: StoredVerification[];
  depositRequests: DepositUnreceived[];
  nfts: Nft[];
  nftTransfers: StoredNftTransfer[];
  notifications: StoredNotification[];
  contacts: Contact[];
  kycSessions: Array<{ sessionId: string; userId: string; createdAt: string }>;
  idempotency: StoredIdempotencyRecord[];
  media: Record<string, StoredMedia>;
  jobs: Job[];
}
