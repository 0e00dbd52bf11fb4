import { mutationOptions, queryOptions, type MutationFunction } from '@tanstack/react-query';
import { settle } from '@/services/http';
import { gamehubClient } from './clients';
import { mutationKeys, queryKeys } from './keys';
import type { NotificationFilters } from './types';

/** Pusher's form-encoded auth requests (socket_id, channel_name). */
const formEncoded = (body: Record<string, string>) => new URLSearchParams(body).toString();
const FORM_HEADERS = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** The game hub service's calls as plain async functions (the notifications machine injects them). */
export const gamehubApi = {
  listNotifications: (filters: NotificationFilters = {}, signal?: AbortSignal) =>
    settle(gamehubClient.GET('/notifications', { params: { query: filters }, signal }), 'errors.notifications.list'),
  getNotification: (id: string, signal?: AbortSignal) =>
    settle(gamehubClient.GET('/notifications/{id}', { params: { path: { id } }, signal }), 'errors.api.default'),
  readNotification: (id: string) =>
    settle(gamehubClient.PATCH('/notifications/{id}/read', { params: { path: { id } } }), 'errors.notifications.read'),
  readAllNotifications: () => settle(gamehubClient.PATCH('/notifications/readAll'), 'errors.notifications.readAll'),
  deleteNotification: (id: string) =>
    settle(gamehubClient.DELETE('/notifications/{id}', { params: { path: { id } } }), 'errors.notifications.delete'),
  /** Pusher user authentication (pusher-js `userAuthentication.customHandler`, see gamehubSocketAuth). */
  authenticateSocketUser: (socketId: string) =>
    settle(
      gamehubClient.POST('/sockets/user-auth', {
        body: { socket_id: socketId },
        bodySerializer: formEncoded,
        headers: FORM_HEADERS,
      }),
      'errors.api.default',
    ),
  /** Pusher channel authorization (pusher-js `channelAuthorization.customHandler`, see gamehubSocketAuth). */
  authorizeSocketChannel: (socketId: string, channelName: string) =>
    settle(
      gamehubClient.POST('/sockets/user-authorize', {
        body: { socket_id: socketId, channel_name: channelName },
        bodySerializer: formEncoded,
        headers: FORM_HEADERS,
      }),
      'errors.api.default',
    ),
};

/** The real-time client's socket auth (pusher-js custom handlers), through this client: a fresh token every time. */
export const gamehubSocketAuth = {
  authenticateUser: gamehubApi.authenticateSocketUser,
  authorizeChannel: gamehubApi.authorizeSocketChannel,
};

type ReadAllResult = Awaited<ReturnType<typeof gamehubApi.readAllNotifications>>;

/** Takes no variables: `readAll.mutate()`. */
const readAll: MutationFunction<ReadAllResult, void> = async (_, { client }) => {
  const result = await gamehubApi.readAllNotifications();
  void client.invalidateQueries({ queryKey: queryKeys.gamehub.notifications.all });
  return result;
};

export const gamehubQueries = {
  notifications: (filters: NotificationFilters = {}) =>
    queryOptions({
      queryKey: queryKeys.gamehub.notifications.list(filters),
      queryFn: ({ signal }) => gamehubApi.listNotifications(filters, signal),
    }),
  notification: (id: string) =>
    queryOptions({
      queryKey: queryKeys.gamehub.notifications.detail(id),
      queryFn: ({ signal }) => gamehubApi.getNotification(id, signal),
    }),
};

export const gamehubMutations = {
  readNotification: () =>
    mutationOptions({
      mutationKey: mutationKeys.gamehub.readNotification,
      mutationFn: async (id: string, { client }) => {
        const notification = await gamehubApi.readNotification(id);
        void client.invalidateQueries({ queryKey: queryKeys.gamehub.notifications.all });
        return notification;
      },
    }),
  readAllNotifications: () => mutationOptions({ mutationKey: mutationKeys.gamehub.readAllNotifications, mutationFn: readAll }),
  deleteNotification: () =>
    mutationOptions({
      mutationKey: mutationKeys.gamehub.deleteNotification,
      mutationFn: async (id: string, { client }) => {
        await gamehubApi.deleteNotification(id);
        client.removeQueries({ queryKey: queryKeys.gamehub.notifications.detail(id) });
        void client.invalidateQueries({ queryKey: queryKeys.gamehub.notifications.all });
      },
    }),
};
