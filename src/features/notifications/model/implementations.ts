import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { toast } from '@/design-system';
import {
  createNotificationsMachine,
  type DepositFinishedParams,
  type ItemInput,
  type LoadInput,
  type NotifyParams,
  type ReadAllResult,
} from '@/machines/notifications';
import { gamehubApi, isApiError, queryKeys, type Notification } from '@/services/api';
import { createNotificationFeed, type RealtimeClient } from '@/services/realtime';
import { addFlashingAsset } from '@/services/storage';

/**
 * The machine reads a customer-facing server message from `errorMessage` (directly or as `body`); the API
 * layer's ApiError carries it as `serverErrorMessage`. Rejections are passed on in the machine's shape.
 */
export function forMachine(error: unknown): unknown {
  if (!isApiError(error) || error.serverErrorMessage === undefined) return error;
  return Object.assign(new Error(error.message, { cause: error }), { body: { errorMessage: error.serverErrorMessage } });
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw forMachine(error);
  }
}

/** The wallet data a finished deposit changes: balances (accounts), the total (prices) and the history. */
export function refreshWalletData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.accounts.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.prices.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.transactions.all });
}

/** Toasts for what the machine reports: the server's text when it gave one, else the catalogue message. */
export function showNotice(params: NotifyParams): void {
  if (params.kind === 'success') {
    toast.success(params.message);
    return;
  }
  // The same failure twice replaces its toast instead of stacking a copy.
  toast.error(params.message ?? { id: params.messageId }, { id: `notifications:${params.messageId}` });
}

export interface NotificationsLogicOptions {
  client: RealtimeClient;
  queryClient: QueryClient;
  /** Toasts by default (tests may listen instead). */
  notify?: (params: NotifyParams) => void;
}

/** The notifications machine with the product's side effects: game hub calls, the socket, toasts, storage. */
export function createNotificationsLogic({ client, queryClient, notify = showNotice }: NotificationsLogicOptions) {
  return createNotificationsMachine({
    actors: {
      load: fromPromise<Notification[], LoadInput>(async ({ input, signal }) =>
        call(async () => (await gamehubApi.listNotifications({ page: input.page, per_page: input.perPage }, signal)).data),
      ),
      markRead: fromPromise<Notification, ItemInput>(({ input }) => call(() => gamehubApi.readNotification(input.id))),
      readAll: fromPromise<ReadAllResult, undefined>(() => call(() => gamehubApi.readAllNotifications())),
      remove: fromPromise<unknown, ItemInput>(({ input }) => call(() => gamehubApi.deleteNotification(input.id))),
      feed: createNotificationFeed(client),
    },
    actions: {
      notify,
      depositFinished: ({ asset }: DepositFinishedParams) => {
        if (asset) addFlashingAsset(asset);
        refreshWalletData(queryClient);
      },
    },
  });
}

export type NotificationsLogic = ReturnType<typeof createNotificationsLogic>;
