import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { toast } from '@/design-system';
import type { RootDependencies } from '@/machines';
import type { DepositFinishedParams, ItemInput, LoadInput, NotifyParams, ReadAllResult } from '@/machines/notifications';
import { gamehubApi, gamehubSocketAuth, type Notification } from '@/services/api';
import { config } from '@/services/config/env';
import type { RealtimeClient } from '@/services/realtime';
import { createLazyRealtimeClient } from '@/services/realtime/lazy-client';
import { addFlashingAsset } from '@/services/storage';
import { notificationFeed } from './feed';
import { refreshWalletData } from './wallet-data';

/** Toasts for what the machine reports: the server's text when it gave one, else the catalogue message. */
export function showNotice(params: NotifyParams): void {
  if (params.kind === 'success') {
    toast.success(params.message);
    return;
  }
  // The same failure twice replaces its toast instead of stacking a copy.
  toast.error(params.message ?? { id: params.messageId }, { id: `notifications:${params.messageId}` });
}

export interface NotificationsImplementationsOptions {
  queryClient: QueryClient;
  /**
   * The real-time client (default: pusher-js on the configured host, signing in through the game hub client,
   * loaded on the first connect so the signed-out screens do not download it).
   */
  client?: RealtimeClient;
  /** Toasts by default (tests may listen instead). */
  notify?: (params: NotifyParams) => void;
}

/**
 * The notifications machine's side effects in the product, for `createRootActor({ notifications })`: game
 * hub calls (rejecting with ApiError, which the machine reads), the socket, toasts, storage.
 */
export function notificationsImplementations({
  queryClient,
  client = createLazyRealtimeClient({ ...config.pusher, auth: gamehubSocketAuth }),
  notify = showNotice,
}: NotificationsImplementationsOptions): NonNullable<RootDependencies['notifications']> {
  return {
    actors: {
      load: fromPromise<Notification[], LoadInput>(
        async ({ input, signal }) =>
          (await gamehubApi.listNotifications({ page: input.page, per_page: input.perPage }, signal)).data,
      ),
      markRead: fromPromise<Notification, ItemInput>(({ input }) => gamehubApi.readNotification(input.id)),
      readAll: fromPromise<ReadAllResult, undefined>(() => gamehubApi.readAllNotifications()),
      remove: fromPromise<unknown, ItemInput>(({ input }) => gamehubApi.deleteNotification(input.id)),
      feed: notificationFeed(client, queryClient),
    },
    actions: {
      notify: (_, params: NotifyParams) => notify(params),
      depositFinished: (_, { asset }: DepositFinishedParams) => {
        if (asset) addFlashingAsset(asset);
        refreshWalletData(queryClient);
      },
    },
  };
}
