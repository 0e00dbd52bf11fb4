import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { RootDependencies } from '@/machines';
import type { DepositFinishedParams, ItemInput, LoadInput, NotifyParams, ReadAllResult } from '@/machines/notifications';
import type { Notification } from '@/services/api';
import type { NotificationFeedInput } from '@/services/realtime';
import type { NotificationsEffects } from '@/features/notifications';
import { loadedOnce } from '@/shared/loading/loaded-once';

/**
 * The notifications implementations for the root actor, without their code: the feature's effects (game hub
 * client, query client, socket) load with the first effect the machine runs (it runs only in the signed-in
 * layout), so the signed-out screens do not download them. The same effects as `notificationsImplementations`,
 * one await later.
 */
export function deferredNotificationsImplementations(
  loadEffects: () => Promise<NotificationsEffects>,
): NonNullable<RootDependencies['notifications']> {
  const effects = loadedOnce(loadEffects);
  return {
    actors: {
      load: fromPromise<Notification[], LoadInput>(async (args) => (await effects()).load(args)),
      markRead: fromPromise<Notification, ItemInput>(async (args) => (await effects()).markRead(args)),
      readAll: fromPromise<ReadAllResult, undefined>(async () => (await effects()).readAll()),
      remove: fromPromise<unknown, ItemInput>(async (args) => (await effects()).remove(args)),
      feed: fromCallback<EventObject, NotificationFeedInput>((args) => {
        let stop: (() => void) | undefined;
        let stopped = false;
        void effects().then(({ feed }) => {
          if (!stopped) stop = feed(args) ?? undefined;
        });
        return () => {
          stopped = true;
          stop?.();
        };
      }),
    },
    actions: {
      notify: (_, params: NotifyParams) => void effects().then(({ notify }) => notify(params)),
      depositFinished: (_, params: DepositFinishedParams) =>
        void effects().then(({ depositFinished }) => depositFinished(params)),
    },
  };
}
