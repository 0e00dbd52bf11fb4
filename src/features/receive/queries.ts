import { walletQueries, type FailureMeta } from '@/services/api';

/** Every asset the platform supports (the contract's largest page: far beyond the catalogue). */
export const supportedAssetsQuery = () => walletQueries.assets({ per_page: 200, sort_by: 'symbol' });

/** The customer's accounts, for the balances shown next to each asset. */
export const ownAccountsQuery = () => walletQueries.accounts({ per_page: 200 });

export const networksQuery = walletQueries.networks;
export const walletAddressQuery = walletQueries.walletAddress;

export const ASSETS_FAILURE = { errorMessageId: 'errors.api.default', toastId: 'receive-assets-error' } satisfies FailureMeta;
export const ACCOUNTS_FAILURE = {
  errorMessageId: 'errors.wallet.accounts',
  toastId: 'receive-accounts-error',
} satisfies FailureMeta;
export const NETWORKS_FAILURE = {
  errorMessageId: 'errors.wallet.networks',
  toastId: 'receive-networks-error',
} satisfies FailureMeta;
/** The address panel shows its own error with a retry; no toast. */
export const ADDRESS_FAILURE = {} satisfies FailureMeta;
export const GENERATE_FAILURE = { errorMessageId: 'errors.api.default', toastId: 'receive-generate-error' } satisfies FailureMeta;
export const CREATE_ACCOUNT_FAILURE = {
  errorMessageId: 'errors.api.default',
  toastId: 'receive-create-account-error',
} satisfies FailureMeta;
