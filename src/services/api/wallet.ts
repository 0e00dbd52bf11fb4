import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { idempotencyHeader, isApiError, settle, type IdempotentCall } from '@/services/http';
// Deep imports: through the barrel, the first load (which uses the http client) would carry them too.
import { toFormData } from '@/services/http/multipart';
import { fetchWithUploadProgress, type UploadProgress } from '@/services/http/upload-progress';
import { walletClient } from './clients';
import { mutationKeys, queryKeys } from './keys';
import type {
  AccountFilters,
  AssetFilters,
  ConverterQuoteQuery,
  DepositUnreceivedRequest,
  MintNftRequest,
  NftFilters,
  NftTransferRequest,
  TransactionFilters,
  VerifyCodesRequest,
  WalletAddress,
  WithdrawalDraft,
  WithdrawalFeeRequest,
  WithdrawalRequest,
} from './types';

/**
 * The wallet service's calls as plain async functions (machines inject them as actors). Each rejects with
 * an ApiError carrying its catalogue message. Every money-moving or creating POST takes the action's
 * idempotency key (newIdempotencyKey() once per customer action, the same key again when they retry it).
 */
export const walletApi = {
  listAccounts: (filters: AccountFilters = {}, signal?: AbortSignal) =>
    settle(walletClient.GET('/accounts', { params: { query: filters }, signal }), 'errors.wallet.accounts'),
  getAccount: (id: string, signal?: AbortSignal) =>
    settle(walletClient.GET('/accounts/{id}', { params: { path: { id } }, signal }), 'errors.wallet.accounts'),
  createAccount: (assetId: string, call: IdempotentCall) =>
    settle(
      walletClient.POST('/accounts', { params: { header: idempotencyHeader(call) }, body: { assetId } }),
      'errors.api.default',
    ),
  listAssets: (filters: AssetFilters = {}, signal?: AbortSignal) =>
    settle(walletClient.GET('/assets', { params: { query: filters }, signal }), 'errors.api.default'),
  listNetworks: (signal?: AbortSignal) => settle(walletClient.GET('/networks', { signal }), 'errors.api.default'),
  /** Dollar prices (GET /converter); 'Converter load failed, retry later' when it fails. */
  listPrices: (signal?: AbortSignal) => settle(walletClient.GET('/converter', { signal }), 'errors.wallet.converter'),
  listConverterDefinitions: (signal?: AbortSignal) =>
    settle(walletClient.GET('/converter/definitions', { signal }), 'errors.wallet.converter'),
  getConverterQuote: (query: ConverterQuoteQuery, signal?: AbortSignal) =>
    settle(walletClient.GET('/converter/price', { params: { query }, signal }), 'errors.wallet.converter'),
  convert: (quoteId: string, call: IdempotentCall) =>
    settle(
      walletClient.POST('/converter', { params: { header: idempotencyHeader(call) }, body: { quoteId } }),
      'errors.api.default',
    ),
  /** The deposit address, or null when none exists yet (the receive screen then generates one). */
  getWalletAddress: async (assetId: string, networkId: string, signal?: AbortSignal): Promise<WalletAddress | null> => {
    try {
      return await settle(
        walletClient.GET('/wallet-addresses/asset/{assetId}/network/{networkId}', {
          params: { path: { assetId, networkId } },
          signal,
        }),
        'errors.api.default',
      );
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
  generateWalletAddress: (assetId: string, networkId: string, call: IdempotentCall) =>
    settle(
      walletClient.POST('/wallet-addresses/generate', {
        params: { header: idempotencyHeader(call) },
        body: { assetId, networkId },
      }),
      'errors.api.default',
    ),
  listTransactions: (filters: TransactionFilters = {}, signal?: AbortSignal) =>
    settle(walletClient.GET('/transactions', { params: { query: filters }, signal }), 'errors.api.default'),
  listTransactionLogs: (txId: string, signal?: AbortSignal) =>
    settle(walletClient.GET('/transactions-logs', { params: { query: { txId } }, signal }), 'errors.api.default'),
  getWithdrawalFee: (request: WithdrawalFeeRequest, signal?: AbortSignal) =>
    settle(walletClient.POST('/transactions/ext/fee', { body: request, signal }), 'errors.api.default', { readOnly: true }),
  getDailyLimit: (assetId: string, signal?: AbortSignal) =>
    settle(walletClient.POST('/transactions/daily-limit/info', { body: { assetId }, signal }), 'errors.api.default', {
      readOnly: true,
    }),
  sendWithdrawVerificationCode: (draft: WithdrawalDraft, call: IdempotentCall) =>
    settle(
      walletClient.POST('/transactions/send-withdraw-verification-code', {
        params: { header: idempotencyHeader(call) },
        body: draft,
      }),
      'errors.api.default',
    ),
  verifyWithdrawVerificationCodes: (request: VerifyCodesRequest, call: IdempotentCall) =>
    settle(
      walletClient.POST('/transactions/verify-withdraw-verification-codes', {
        params: { header: idempotencyHeader(call) },
        body: request,
      }),
      'errors.api.default',
    ),
  /** Submits a verified withdrawal; resolves to the pending transaction. */
  createWithdrawal: (request: WithdrawalRequest, call: IdempotentCall) =>
    settle(
      walletClient.POST('/transactions/ext', { params: { header: idempotencyHeader(call) }, body: request }),
      'errors.api.default',
    ),
  createDepositUnreceived: (request: DepositUnreceivedRequest, call: IdempotentCall) =>
    settle(
      walletClient.POST('/deposit-unreceiveds', {
        params: { header: idempotencyHeader(call) },
        body: request,
        bodySerializer: toFormData,
      }),
      'errors.wallet.depositRecovery',
    ),
  listNfts: (filters: NftFilters = {}, signal?: AbortSignal) =>
    settle(walletClient.GET('/nft', { params: { query: filters }, signal }), 'errors.wallet.nfts'),
  getNft: (id: string, signal?: AbortSignal) =>
    settle(walletClient.GET('/nft/{id}', { params: { path: { id } }, signal }), 'errors.wallet.nfts'),
  /** Multipart: image, name, description, supply, properties (JSON), externalUrl; `onProgress` while the body goes out. */
  mintNft: (request: MintNftRequest, call: IdempotentCall, onProgress?: UploadProgress) =>
    settle(
      walletClient.POST('/nft/ERC1155', {
        params: { header: idempotencyHeader(call) },
        body: request,
        bodySerializer: toFormData,
        fetch: onProgress ? fetchWithUploadProgress(onProgress) : undefined,
      }),
      'errors.api.default',
    ),
  transferNft: (request: NftTransferRequest, call: IdempotentCall) =>
    settle(
      walletClient.POST('/nft/ERC1155/transfer', { params: { header: idempotencyHeader(call) }, body: request }),
      'errors.api.default',
    ),
};

/** Query options for every wallet read: `useQuery(walletQueries.accounts({ page: 2, per_page: 12 }))`. */
export const walletQueries = {
  accounts: (filters: AccountFilters = {}) =>
    queryOptions({
      queryKey: queryKeys.wallet.accounts.list(filters),
      queryFn: ({ signal }) => walletApi.listAccounts(filters, signal),
    }),
  account: (id: string) =>
    queryOptions({ queryKey: queryKeys.wallet.accounts.detail(id), queryFn: ({ signal }) => walletApi.getAccount(id, signal) }),
  assets: (filters: AssetFilters = {}) =>
    queryOptions({
      queryKey: queryKeys.wallet.assets.list(filters),
      queryFn: ({ signal }) => walletApi.listAssets(filters, signal),
    }),
  networks: () =>
    queryOptions({
      queryKey: queryKeys.wallet.networks.list(),
      queryFn: ({ signal }) => walletApi.listNetworks(signal),
      staleTime: 5 * 60_000,
    }),
  prices: () =>
    queryOptions({
      queryKey: queryKeys.wallet.prices.list(),
      queryFn: ({ signal }) => walletApi.listPrices(signal),
      refetchInterval: 60_000,
    }),
  /** Resolves to null when the customer has no address for the pair yet. */
  walletAddress: (assetId: string, networkId: string) =>
    queryOptions({
      queryKey: queryKeys.wallet.addresses.detail(assetId, networkId),
      queryFn: ({ signal }) => walletApi.getWalletAddress(assetId, networkId, signal),
      staleTime: Infinity,
    }),
  converterDefinitions: () =>
    queryOptions({
      queryKey: queryKeys.wallet.converter.definitions(),
      queryFn: ({ signal }) => walletApi.listConverterDefinitions(signal),
      staleTime: 5 * 60_000,
    }),
  /** A quote is short-lived: never served from cache once fetched again. */
  converterQuote: (query: ConverterQuoteQuery) =>
    queryOptions({
      queryKey: queryKeys.wallet.converter.quote(query),
      queryFn: ({ signal }) => walletApi.getConverterQuote(query, signal),
      staleTime: 0,
      gcTime: 0,
    }),
  transactions: (filters: TransactionFilters = {}) =>
    queryOptions({
      queryKey: queryKeys.wallet.transactions.list(filters),
      queryFn: ({ signal }) => walletApi.listTransactions(filters, signal),
    }),
  transactionLogs: (txId: string) =>
    queryOptions({
      queryKey: queryKeys.wallet.transactions.logs(txId),
      queryFn: ({ signal }) => walletApi.listTransactionLogs(txId, signal),
    }),
  withdrawalFee: (request: WithdrawalFeeRequest) =>
    queryOptions({
      queryKey: queryKeys.wallet.withdrawals.fee(request),
      queryFn: ({ signal }) => walletApi.getWithdrawalFee(request, signal),
    }),
  dailyLimit: (assetId: string) =>
    queryOptions({
      queryKey: queryKeys.wallet.withdrawals.dailyLimit(assetId),
      queryFn: ({ signal }) => walletApi.getDailyLimit(assetId, signal),
    }),
  nfts: (filters: NftFilters = {}) =>
    queryOptions({ queryKey: queryKeys.wallet.nfts.list(filters), queryFn: ({ signal }) => walletApi.listNfts(filters, signal) }),
  nft: (id: string) =>
    queryOptions({ queryKey: queryKeys.wallet.nfts.detail(id), queryFn: ({ signal }) => walletApi.getNft(id, signal) }),
};

/**
 * Mutation options for every wallet write: `useMutation(walletMutations.convert())`. Each refreshes the
 * queries its write changes (without waiting for them), so features add only their own onSuccess. The
 * variables carry the action's idempotencyKey: `convert.mutate({ quoteId, idempotencyKey })`.
 */
export const walletMutations = {
  createAccount: () =>
    mutationOptions({
      mutationKey: mutationKeys.wallet.createAccount,
      mutationFn: async ({ assetId, idempotencyKey }: { assetId: string } & IdempotentCall, { client }) => {
        const account = await walletApi.createAccount(assetId, { idempotencyKey });
        void client.invalidateQueries({ queryKey: queryKeys.wallet.accounts.all });
        void client.invalidateQueries({ queryKey: queryKeys.wallet.assets.all });
        return account;
      },
    }),
  generateWalletAddress: () =>
    mutationOptions({
      mutationKey: mutationKeys.wallet.generateAddress,
      mutationFn: async (
        { assetId, networkId, idempotencyKey }: { assetId: string; networkId: string } & IdempotentCall,
        { client },
      ) => {
        const address = await walletApi.generateWalletAddress(assetId, networkId, { idempotencyKey });
        client.setQueryData(queryKeys.wallet.addresses.detail(assetId, networkId), address);
        return address;
      },
    }),
  convert: () =>
    mutationOptions({
      mutationKey: mutationKeys.wallet.convert,
      mutationFn: async ({ quoteId, idempotencyKey }: { quoteId: string } & IdempotentCall, { client }) => {
        const transaction = await walletApi.convert(quoteId, { idempotencyKey });
        void client.invalidateQueries({ queryKey: queryKeys.wallet.accounts.all });
        void client.invalidateQueries({ queryKey: queryKeys.wallet.transactions.all });
        return transaction;
      },
    }),
  sendWithdrawVerificationCode: () =>
    mutationOptions({
      mutationKey: mutationKeys.wallet.sendWithdrawCode,
      mutationFn: ({ idempotencyKey, ...draft }: WithdrawalDraft & IdempotentCall) =>
        walletApi.sendWithdrawVerificationCode(draft, { idempotencyKey }),
    }),
  verifyWithdrawVerificationCodes: () =>
    mutationOptions({
      mutationKey: mutationKeys.wallet.verifyWithdrawCodes,
      mutationFn: ({ idempotencyKey, ...request }: VerifyCodesRequest & IdempotentCall) =>
        walletApi.verifyWithdrawVerificationCodes(request, { idempotencyKey }),
    }),
  createWithdrawal: () =>
    mutationOptions({
      mutationKey: mutationKeys.wallet.withdraw,
      mutationFn: async ({ idempotencyKey, ...request }: WithdrawalRequest & IdempotentCall, { client }) => {
        const transaction = await walletApi.createWithdrawal(request, { idempotencyKey });
        void client.invalidateQueries({ queryKey: queryKeys.wallet.accounts.all });
        void client.invalidateQueries({ queryKey: queryKeys.wallet.transactions.all });
        void client.invalidateQueries({ queryKey: queryKeys.wallet.withdrawals.all });
        return transaction;
      },
    }),
  createDepositUnreceived: () =>
    mutationOptions({
      mutationKey: mutationKeys.wallet.reportUnreceivedDeposit,
      mutationFn: ({ idempotencyKey, ...request }: DepositUnreceivedRequest & IdempotentCall) =>
        walletApi.createDepositUnreceived(request, { idempotencyKey }),
    }),
  mintNft: () =>
    mutationOptions({
      mutationKey: mutationKeys.wallet.mintNft,
      mutationFn: async (
        { idempotencyKey, onProgress, ...request }: MintNftRequest & IdempotentCall & { onProgress?: UploadProgress },
        { client },
      ) => {
        const nft = await walletApi.mintNft(request, { idempotencyKey }, onProgress);
        void client.invalidateQueries({ queryKey: queryKeys.wallet.nfts.all });
        return nft;
      },
    }),
  transferNft: () =>
    mutationOptions({
      mutationKey: mutationKeys.wallet.transferNft,
      mutationFn: async ({ idempotencyKey, ...request }: NftTransferRequest & IdempotentCall, { client }) => {
        const transfer = await walletApi.transferNft(request, { idempotencyKey });
        void client.invalidateQueries({ queryKey: queryKeys.wallet.nfts.all });
        return transfer;
      },
    }),
};
