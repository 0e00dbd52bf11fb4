import {
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type EventObject,
} from 'xstate';
import type { NotificationFeedInput, RealtimeReceivedEvent } from '@/services/realtime';
import {
  completeReceived,
  errorOf,
  LIST_MAX,
  listCapFor,
  newestFirst,
  NOTIFICATIONS_PAGE_SIZE,
  type DepositFinishedParams,
  type Notification,
  type NotificationsError,
  type NotificationsErrorId,
  type NotifyParams,
  type ReadAllResult,
} from './model';
import { notProvided } from '../placeholders';

/** A server call waiting or in flight. Calls run one at a time, in the order asked. */
export type PendingOperation =
  | { kind: 'read'; id: string }
  | { kind: 'delete'; id: string }
  /** `ids`: the items unread when READ_ALL was asked; items arriving meanwhile stay unread. */
  | { kind: 'readAll'; ids: string[] };

export interface NotificationsContext {
  userId: string;
  pageSize: number;
  /** Newest first. Changes only when the server confirms (or the feed delivers). */
  items: Notification[];
  pending: PendingOperation[];
  loadError: NotificationsError | null;
}

export interface NotificationsInput {
  userId: string;
  pageSize?: number;
}

export type NotificationsEvent =
  | { type: 'RETRY' }
  | { type: 'MARK_READ'; id: string }
  | { type: 'READ_ALL' }
  | { type: 'DELETE'; id: string }
  | RealtimeReceivedEvent;

export interface LoadInput {
  page: number;
  perPage: number;
}

export interface ItemInput {
  id: string;
}

/**
 * Placeholders for every side effect: the app binds them with `.provide()` to the game hub API, the socket
 * and the toasts (features/notifications `notificationsImplementations`); tests pass fakes. XState's actor
 * logic types are invariant: spell the generics out, e.g. `fromPromise<Notification[], LoadInput>(…)`.
 */
const placeholders = {
  actors: {
    /** GET /notifications?page&per_page: the first page, newest first. Rejects (ApiError) on failure. */
    load: fromPromise<Notification[], LoadInput>(notProvided('load')),
    /** PATCH /notifications/{id}/read: resolves with the notification as stored (readAt set). */
    markRead: fromPromise<Notification, ItemInput>(notProvided('markRead')),
    /** PATCH /notifications/readAll. */
    readAll: fromPromise<ReadAllResult, undefined>(notProvided('readAll')),
    /** DELETE /notifications/{id}. Whatever it resolves with is ignored. */
    remove: fromPromise<unknown, ItemInput>(notProvided('remove')),
    /** The real-time feed of the user's channel; sends RECEIVED events (see createNotificationFeed). */
    feed: fromCallback<EventObject, NotificationFeedInput>(() => undefined),
  },
  actions: {
    /** Shows a toast: success with a server text, error with a catalogue id (and the server's message if any). */
    notify: (_: unknown, _params: NotifyParams) => undefined,
    /** A TX_DEPOSIT_FINISHED arrived: refresh balances and flash the asset. */
    depositFinished: (_: unknown, _params: DepositFinishedParams) => undefined,
  },
};

function inFlight<K extends PendingOperation['kind']>(
  context: NotificationsContext,
  kind: K,
): Extract<PendingOperation, { kind: K }> {
  const operation = context.pending[0];
  if (operation?.kind !== kind) throw new Error(`notifications: expected a ${kind} call in flight`);
  return operation as Extract<PendingOperation, { kind: K }>;
}

const errorNotice = (messageId: NotificationsErrorId, reason: unknown): NotifyParams => {
  const error = errorOf(messageId, reason);
  return error.serverMessage === undefined
    ? { kind: 'error', messageId }
    : { kind: 'error', messageId, message: error.serverMessage };
};

/**
 * Loaded items win over received copies of the same id; received ones not (yet) on the server page stay.
 * A burst of events before the page arrives cannot push the list past its largest cap.
 */
function mergeLoaded(current: readonly Notification[], loaded: readonly Notification[]): Notification[] {
  const loadedIds = new Set(loaded.map((item) => item.id));
  const unique = new Map(loaded.map((item) => [item.id, item]));
  return newestFirst([...current.filter((item) => !loadedIds.has(item.id)), ...unique.values()]).slice(0, LIST_MAX);
}

const isPendingRead = (pending: readonly PendingOperation[], id: string): boolean =>
  pending.some((op) => (op.kind === 'read' && op.id === id) || (op.kind === 'readAll' && op.ids.includes(id)));
const isPendingDelete = (pending: readonly PendingOperation[], id: string): boolean =>
  pending.some((op) => op.kind === 'delete' && op.id === id);

/**
 * The notification bell and panel (spec sections 2 and 4): loads the first page, marks read, reads all,
 * deletes, and adds what the real-time feed delivers.
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
  },
  actors: placeholders.actors,
  actions: {
    ...placeholders.actions,
    queueRead: assign({
      pending: ({ context, event }) => {
        assertEvent(event, 'MARK_READ');
        return [...context.pending, { kind: 'read', id: event.id }];
      },
    }),
    queueDelete: assign({
      pending: ({ context, event }) => {
        assertEvent(event, 'DELETE');
        return [...context.pending, { kind: 'delete', id: event.id }];
      },
    }),
    queueReadAll: assign({
      pending: ({ context }) => [
        ...context.pending,
        {
          kind: 'readAll',
          ids: context.items.filter((item) => item.readAt === null).map((item) => item.id),
        },
      ],
    }),
    dequeue: assign({ pending: ({ context }) => context.pending.slice(1) }),
  },
  guards: {
    isNew: ({ context, event }) => {
      assertEvent(event, 'RECEIVED');
      return !context.items.some((item) => item.id === event.notification.id);
    },
    canMarkRead: ({ context, event }) => {
      assertEvent(event, 'MARK_READ');
      const item = context.items.find((candidate) => candidate.id === event.id);
      return (
        item !== undefined &&
        item.readAt === null &&
        !isPendingRead(context.pending, event.id) &&
        !isPendingDelete(context.pending, event.id)
      );
    },
    canDelete: ({ context, event }) => {
      assertEvent(event, 'DELETE');
      return context.items.some((item) => item.id === event.id) && !isPendingDelete(context.pending, event.id);
    },
    canReadAll: ({ context }) =>
      !context.pending.some((op) => op.kind === 'readAll') &&
      context.items.some((item) => item.readAt === null && !isPendingRead(context.pending, item.id)),
    nextIsRead: ({ context }) => context.pending[0]?.kind === 'read',
    nextIsDelete: ({ context }) => context.pending[0]?.kind === 'delete',
    nextIsReadAll: ({ context }) => context.pending[0]?.kind === 'readAll',
  },
}).createMachine({
  id: 'notifications',
  type: 'parallel',
  context: ({ input }) => ({
    userId: input.userId,
    pageSize: input.pageSize ?? NOTIFICATIONS_PAGE_SIZE,
    items: [],
    pending: [],
    loadError: null,
  }),
  // The feed runs as long as the machine: the layout connects it on entry (spec section 2).
  invoke: { id: 'feed', src: 'feed', input: ({ context }) => ({ userId: context.userId }) },
  on: {
    RECEIVED: {
      guard: 'isNew',
      actions: enqueueActions(({ context, event, enqueue }) => {
        const notification = completeReceived(event.notification, new Date());
        const items = newestFirst([notification, ...context.items]).slice(0, listCapFor(notification.type));
        enqueue.assign({ items });
        enqueue({ type: 'notify', params: { kind: 'success', message: notification.data.message } });
        if (notification.type === 'TX_DEPOSIT_FINISHED')
          enqueue({ type: 'depositFinished', params: { asset: notification.data.asset, notification } });
      }),
    },
    MARK_READ: { guard: 'canMarkRead', actions: 'queueRead' },
    DELETE: { guard: 'canDelete', actions: 'queueDelete' },
    READ_ALL: { guard: 'canReadAll', actions: 'queueReadAll' },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          entry: assign({ loadError: null }),
          invoke: {
            src: 'load',
            input: ({ context }) => ({ page: 1, perPage: context.pageSize }),
            onDone: {
              target: 'ready',
              actions: assign({ items: ({ context, event }) => mergeLoaded(context.items, event.output) }),
            },
            onError: {
              target: 'failed',
              actions: [
                assign({ loadError: ({ event }) => errorOf('errors.notifications.load', event.error) }),
                { type: 'notify', params: ({ event }) => errorNotice('errors.notifications.load', event.error) },
              ],
            },
          },
        },
        ready: {},
        failed: {
          on: { RETRY: 'loading' },
        },
      },
    },
    requests: {
      initial: 'idle',
      states: {
        idle: {
          always: [
            { guard: 'nextIsRead', target: 'reading' },
            { guard: 'nextIsDelete', target: 'deleting' },
            { guard: 'nextIsReadAll', target: 'readingAll' },
          ],
        },
        reading: {
          invoke: {
            src: 'markRead',
            input: ({ context }) => ({ id: inFlight(context, 'read').id }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const { id } = inFlight(context, 'read');
                const readAt = event.output.readAt ?? new Date().toISOString();
                return {
                  items: context.items.map((item) => (item.id === id ? { ...item, readAt } : item)),
                  pending: context.pending.slice(1),
                };
              }),
            },
            onError: {
              target: 'idle',
              actions: [
                'dequeue',
                { type: 'notify', params: ({ event }) => errorNotice('errors.notifications.read', event.error) },
              ],
            },
          },
        },
        deleting: {
          invoke: {
            src: 'remove',
            input: ({ context }) => ({ id: inFlight(context, 'delete').id }),
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => {
                const { id } = inFlight(context, 'delete');
                return {
                  items: context.items.filter((item) => item.id !== id),
                  pending: context.pending.slice(1),
                };
              }),
            },
            onError: {
              target: 'idle',
              actions: [
                'dequeue',
                { type: 'notify', params: ({ event }) => errorNotice('errors.notifications.delete', event.error) },
              ],
            },
          },
        },
        readingAll: {
          invoke: {
            src: 'readAll',
            input: undefined,
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const ids = new Set(inFlight(context, 'readAll').ids);
                return {
                  items: context.items.map((item) =>
                    ids.has(item.id) && item.readAt === null ? { ...item, readAt: event.output.readAt } : item,
                  ),
                  pending: context.pending.slice(1),
                };
              }),
            },
            onError: {
              target: 'idle',
              actions: [
                'dequeue',
                {
                  type: 'notify',
                  params: ({ event }) => errorNotice('errors.notifications.readAll', event.error),
                },
              ],
            },
          },
        },
      },
    },
  },
});

export type NotificationsMachine = typeof notificationsMachine;
export type NotificationsActorRef = ActorRefFrom<typeof notificationsMachine>;
/** What `.provide()` takes: the app's (or a test's) side effects. */
export type NotificationsImplementations = Parameters<typeof notificationsMachine.provide>[0];
