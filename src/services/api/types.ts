/**
 * Names for the generated API types that features use. Aliases only: the shapes come from openapi/ through
 * `npm run api:generate`, never by hand.
 */
import type { components as GamehubComponents, operations as GamehubOperations } from '@/services/generated/gamehub';
import type { components as IdentityComponents, operations as IdentityOperations } from '@/services/generated/identity';
import type { components as WalletComponents, operations as WalletOperations } from '@/services/generated/wallet';

type Wallet = WalletComponents['schemas'];
type Identity = IdentityComponents['schemas'];
type Gamehub = GamehubComponents['schemas'];
type QueryOf<Operation extends { parameters: { query?: unknown } }> = NonNullable<Operation['parameters']['query']>;

// Shared
export type PageLinks = Wallet['PageLinks'];
export type PageMeta = Wallet['PageMeta'];
export type SortOrder = 'asc' | 'desc';

// Wallet
export type Asset = Wallet['Asset'];
export type AssetPage = Wallet['AssetPage'];
export type AssetSummary = Wallet['AssetSummary'];
export type AssetAccount = Wallet['AssetAccount'];
export type AccountPage = Wallet['AccountPage'];
export type Price = Wallet['Price'];
export type PriceList = Wallet['PriceList'];
export type Network = Wallet['Network'];
export type NetworkAsset = Wallet['NetworkAsset'];
export type WalletAddress = Wallet['WalletAddress'];
export type ConverterDefinition = Wallet['ConverterDefinition'];
export type ConversionQuote = Wallet['ConversionQuote'];
export type Transaction = Wallet['Transaction'];
export type TransactionType = Wallet['TransactionType'];
export type TransactionStatus = Wallet['TransactionStatus'];
export type TransactionPage = Wallet['TransactionPage'];
export type TransactionLog = Wallet['TransactionLog'];
export type WithdrawalFeeRequest = Wallet['WithdrawalFeeRequest'];
export type WithdrawalFee = Wallet['WithdrawalFee'];
export type DailyLimit = Wallet['DailyLimit'];
export type WithdrawalDraft = Wallet['WithdrawalDraft'];
export type VerificationChannel = Wallet['VerificationChannel'];
export type VerificationChallenge = Wallet['VerificationChallenge'];
export type VerifyCodesRequest = Wallet['VerifyCodesRequest'];
export type VerifiedWithdrawal = Wallet['VerifiedWithdrawal'];
export type WithdrawalRequest = Wallet['WithdrawalRequest'];
export type DepositUnreceivedRequest = Wallet['DepositUnreceivedRequest'];
export type DepositUnreceived = Wallet['DepositUnreceived'];
export type Nft = Wallet['Nft'];
export type NftPage = Wallet['NftPage'];
export type NftStatus = Wallet['NftStatus'];
export type MintNftRequest = Wallet['MintErc1155Request'];
export type NftTransferRequest = Wallet['NftTransferRequest'];
export type NftTransfer = Wallet['NftTransfer'];
export type NftProperty = Wallet['NftProperty'];

export type AccountFilters = QueryOf<WalletOperations['listAccounts']>;
export type AssetFilters = QueryOf<WalletOperations['listAssets']>;
export type TransactionFilters = QueryOf<WalletOperations['listTransactions']>;
export type NftFilters = QueryOf<WalletOperations['listNfts']>;
export type ConverterQuoteQuery = QueryOf<WalletOperations['getConverterQuote']>;

// Identity
export type User = Identity['User'];
export type UserPage = Identity['UserPage'];
export type UserUpdate = Identity['UserUpdate'];
export type Gender = Identity['Gender'];
export type KycStatus = Identity['KycStatus'];
export type KycStartRequest = Identity['KycStartRequest'];
export type KycSession = Identity['KycSession'];
export type RegistrationStatus = Identity['RegistrationStatus'];
export type RegistrationRequest = Identity['RegistrationRequest'];
export type ChangePasswordRequest = Identity['ChangePasswordRequest'];
export type ContactRequest = Identity['ContactRequest'];
export type Contact = Identity['Contact'];
export type UserFilters = QueryOf<IdentityOperations['listUsers']>;

// Game hub
export type Notification = Gamehub['Notification'];
export type NotificationType = Gamehub['NotificationType'];
export type NotificationData = Gamehub['NotificationData'];
export type NotificationPage = Gamehub['NotificationPage'];
export type NotificationFilters = QueryOf<GamehubOperations['listNotifications']>;

/** What a support request is about (ADR 0019). */
export type ContactCategory = Identity['ContactCategory'];
