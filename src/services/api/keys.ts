import type {
  AccountFilters,
  AssetFilters,
  ConverterQuoteQuery,
  NftFilters,
  NotificationFilters,
  TransactionFilters,
  UserFilters,
  WithdrawalFeeRequest,
} from './types';

/**
 * The one query-key scheme: [service, resource, kind, …arguments]. Every prefix is a valid filter, so
 * `invalidateQueries({ queryKey: queryKeys.wallet.accounts.all })` refreshes every account list and detail,
 * and `queryKeys.wallet.all` everything of the wallet service.
 */
export const queryKeys = {
  wallet: {
    all: ['wallet'] as const,
    accounts: {
      all: ['wallet', 'accounts'] as const,
      list: (filters: AccountFilters = {}) => ['wallet', 'accounts', 'list', filters] as const,
      detail: (id: string) => ['wallet', 'accounts', 'detail', id] as const,
    },
    assets: {
      all: ['wallet', 'assets'] as const,
      list: (filters: AssetFilters = {}) => ['wallet', 'assets', 'list', filters] as const,
    },
    networks: {
      all: ['wallet', 'networks'] as const,
      list: () => ['wallet', 'networks', 'list'] as const,
    },
    prices: {
      all: ['wallet', 'prices'] as const,
      list: () => ['wallet', 'prices', 'list'] as const,
    },
    addresses: {
      all: ['wallet', 'addresses'] as const,
      detail: (assetId: string, networkId: string) => ['wallet', 'addresses', 'detail', assetId, networkId] as const,
    },
    converter: {
      all: ['wallet', 'converter'] as const,
      definitions: () => ['wallet', 'converter', 'definitions'] as const,
      quote: (query: ConverterQuoteQuery) => ['wallet', 'converter', 'quote', query] as const,
    },
    transactions: {
      all: ['wallet', 'transactions'] as const,
      list: (filters: TransactionFilters = {}) => ['wallet', 'transactions', 'list', filters] as const,
      logs: (txId: string) => ['wallet', 'transactions', 'logs', txId] as const,
    },
    withdrawals: {
      all: ['wallet', 'withdrawals'] as const,
      fee: (request: WithdrawalFeeRequest) => ['wallet', 'withdrawals', 'fee', request] as const,
      dailyLimit: (assetId: string) => ['wallet', 'withdrawals', 'daily-limit', assetId] as const,
    },
    nfts: {
      all: ['wallet', 'nfts'] as const,
      list: (filters: NftFilters = {}) => ['wallet', 'nfts', 'list', filters] as const,
      detail: (id: string) => ['wallet', 'nfts', 'detail', id] as const,
    },
  },
  identity: {
    all: ['identity'] as const,
    users: {
      all: ['identity', 'users'] as const,
      list: (filters: UserFilters = {}) => ['identity', 'users', 'list', filters] as const,
      detail: (id: string) => ['identity', 'users', 'detail', id] as const,
      registration: (id: string) => ['identity', 'users', 'registration', id] as const,
      /** The caller's own record (POST /users/mew). */
      me: () => ['identity', 'users', 'me'] as const,
    },
  },
  gamehub: {
    all: ['gamehub'] as const,
    notifications: {
      all: ['gamehub', 'notifications'] as const,
      list: (filters: NotificationFilters = {}) => ['gamehub', 'notifications', 'list', filters] as const,
      detail: (id: string) => ['gamehub', 'notifications', 'detail', id] as const,
    },
  },
} as const;

/** Mutation keys, [service, resource, action], for useMutationState / useIsMutating. */
export const mutationKeys = {
  wallet: {
    createAccount: ['wallet', 'accounts', 'create'] as const,
    generateAddress: ['wallet', 'addresses', 'generate'] as const,
    convert: ['wallet', 'converter', 'convert'] as const,
    sendWithdrawCode: ['wallet', 'withdrawals', 'send-code'] as const,
    verifyWithdrawCodes: ['wallet', 'withdrawals', 'verify-codes'] as const,
    withdraw: ['wallet', 'withdrawals', 'create'] as const,
    reportUnreceivedDeposit: ['wallet', 'deposit-unreceiveds', 'create'] as const,
    mintNft: ['wallet', 'nfts', 'mint'] as const,
    transferNft: ['wallet', 'nfts', 'transfer'] as const,
  },
  identity: {
    updateUser: ['identity', 'users', 'update'] as const,
    deleteUser: ['identity', 'users', 'delete'] as const,
    uploadUserImage: ['identity', 'users', 'image'] as const,
    completeRegistration: ['identity', 'users', 'register-complete'] as const,
    startKyc: ['identity', 'users', 'kyc'] as const,
    changePassword: ['identity', 'users', 'change-password'] as const,
    sendContact: ['identity', 'contacts', 'create'] as const,
  },
  gamehub: {
    readNotification: ['gamehub', 'notifications', 'read'] as const,
    readAllNotifications: ['gamehub', 'notifications', 'read-all'] as const,
    deleteNotification: ['gamehub', 'notifications', 'delete'] as const,
  },
} as const;
