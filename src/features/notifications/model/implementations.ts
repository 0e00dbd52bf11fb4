import type { QueryClient } from '@tanstack/react-query';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { RootDependencies } from '@/machines';
import type { DepositFinishedParams, ItemInput, LoadInput, NotifyParams, ReadAllResult } from '@/machines/notifications';
import { gamehubApi, gamehubSocketAuth, type Notification } from '@/services/api';
import { config } from '@/services/config/env';
import type { NotificationFeedInput, RealtimeClient } from '@/services/realtime';
import { createLazyRealtimeClient } from '@/services/realtime/lazy-client';
import { afterNextPaint, firstScreenShown } from '@/services/scheduling/first-screen';
import { addFlashingAsset } from '@/services/storage';
import { notificationFeedBody } from './feed';
import { showNotice } from './show-notice';
import { refreshWalletData } from './wallet-data';

const loadSocketAfter = async () => {
  await firstScreenShown();
  await afterNextPaint();
};

export interface NotificationsImplementationsOptions {
  queryClient: QueryClient;
  /**
   * The real-time client (default: pusher-js on the configured host, signing in through the game hub client,
   * loaded on the first connect once the page's first screen is shown with its data and the current screen has
   * painted, so no screen's first paint or data waits for it).
   */
  client?: RealtimeClient;
  /** Toasts by default (tests may listen instead). */
  notify?: (params: NotifyParams) => void;
}

/**
 * The notifications machine's side effects as plain functions: the actors' bodies and the actions. The product
 * wraps them without loading them first (./deferred-implementations); tests use `notificationsImplementations`.
 */
export function notificationsEffects({
  queryClient,
  client = createLazyRealtimeClient({ ...config.pusher, auth: gamehubSocketAuth, loadAfter: loadSocketAfter }),
  notify = showNotice,
}: NotificationsImplementationsOptions) {
  return {
    load: async ({ input, signal }: { input: LoadInput; signal: AbortSignal }) =>
      (await gamehubApi.listNotifications({ page: input.page, per_page: input.perPage }, signal)).data,
    markRead: ({ input }: { input: ItemInput }) => gamehubApi.readNotification(input.id),
    readAll: () => gamehubApi.readAllNotifications(),
    remove: ({ input }: { input: ItemInput }): Promise<unknown> => gamehubApi.deleteNotification(input.id),
    feed: notificationFeedBody(client, queryClient),
    notify: (params: NotifyParams) => notify(params),
    depositFinished: ({ asset }: DepositFinishedParams) => {
      if (asset) addFlashingAsset(asset);
      refreshWalletData(queryClient);
    },
  };
}

export type NotificationsEffects = ReturnType<typeof notificationsEffects>;

/**
 * The notifications machine's side effects in the product, for `createRootActor({ notifications })`: game
 * hub calls (rejecting with ApiError, which the machine reads), the socket, toasts, storage.
 */
export function notificationsImplementations(
  options: NotificationsImplementationsOptions,
): NonNullable<RootDependencies['notifications']> {
  const effects = notificationsEffects(options);
  return {
    actors: {
      load: fromPromise<Notification[], LoadInput>(effects.load),
      markRead: fromPromise<Notification, ItemInput>(effects.markRead),
      readAll: fromPromise<ReadAllResult, undefined>(effects.readAll),
      remove: fromPromise<unknown, ItemInput>(effects.remove),
      feed: fromCallback<EventObject, NotificationFeedInput>(effects.feed),
    },
    actions: {
      notify: (_, params: NotifyParams) => effects.notify(params),
      depositFinished: (_, params: DepositFinishedParams) => effects.depositFinished(params),
    },
  };
}
