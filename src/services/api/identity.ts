import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { idempotencyHeader, settle, type IdempotentCall } from '@/services/http';
import { toFormData } from '@/services/http/multipart';
import { identityClient } from './clients';
import { mutationKeys, queryKeys } from './keys';
import type {
  ChangePasswordRequest,
  ContactRequest,
  KycStartRequest,
  RegistrationRequest,
  User,
  UserFilters,
  UserUpdate,
} from './types';

/** The identity service's calls as plain async functions, each with the spec's error message. */
export const identityApi = {
  listUsers: (filters: UserFilters = {}, signal?: AbortSignal) =>
    settle(identityClient.GET('/users', { params: { query: filters }, signal }), 'errors.users.list'),
  getUser: (id: string, signal?: AbortSignal) =>
    settle(identityClient.GET('/users/{id}', { params: { path: { id } }, signal }), 'errors.users.get'),
  updateUser: (id: string, update: UserUpdate) =>
    settle(identityClient.PUT('/users/{id}', { params: { path: { id } }, body: update }), 'errors.users.update'),
  deleteUser: (id: string) => settle(identityClient.DELETE('/users/{id}', { params: { path: { id } } }), 'errors.users.delete'),
  /** Multipart upload of the profile image. */
  uploadUserImage: (id: string, image: Blob) =>
    settle(
      identityClient.POST('/users/{id}/image', { params: { path: { id } }, body: { image }, bodySerializer: toFormData }),
      'errors.users.image',
    ),
  getRegistrationStatus: (id: string, signal?: AbortSignal) =>
    settle(
      identityClient.GET('/users/is-register-complete/{id}', { params: { path: { id } }, signal }),
      'errors.users.registration',
    ),
  completeRegistration: (id: string, request: RegistrationRequest) =>
    settle(
      identityClient.PUT('/users/register-complete/{id}', { params: { path: { id } }, body: request }),
      'errors.users.registration',
    ),
  startKyc: (request: KycStartRequest, call: IdempotentCall) =>
    settle(identityClient.POST('/users/kyc', { params: { header: idempotencyHeader(call) }, body: request }), 'errors.users.kyc'),
  /** The caller's own record (POST /users/mew). */
  getMew: (signal?: AbortSignal) => settle(identityClient.POST('/users/mew', { signal }), 'errors.users.mew', { readOnly: true }),
  changePassword: (request: ChangePasswordRequest) =>
    settle(identityClient.POST('/users/reset-password', { body: request }), 'errors.users.changePassword'),
  /** Multipart: subject, message and an optional attachment. */
  sendContact: (request: ContactRequest, call: IdempotentCall) =>
    settle(
      identityClient.POST('/contacts', {
        params: { header: idempotencyHeader(call) },
        body: request,
        bodySerializer: toFormData,
      }),
      'errors.contacts.send',
    ),
};

export const identityQueries = {
  users: (filters: UserFilters = {}) =>
    queryOptions({
      queryKey: queryKeys.identity.users.list(filters),
      queryFn: ({ signal }) => identityApi.listUsers(filters, signal),
    }),
  user: (id: string) =>
    queryOptions({ queryKey: queryKeys.identity.users.detail(id), queryFn: ({ signal }) => identityApi.getUser(id, signal) }),
  registrationStatus: (id: string) =>
    queryOptions({
      queryKey: queryKeys.identity.users.registration(id),
      queryFn: ({ signal }) => identityApi.getRegistrationStatus(id, signal),
    }),
  me: () => queryOptions({ queryKey: queryKeys.identity.users.me(), queryFn: ({ signal }) => identityApi.getMew(signal) }),
};

/** Puts a fresh user record into every cache entry that shows it. */
function storeUser(client: { setQueryData: (key: readonly unknown[], user: User) => unknown }, user: User): void {
  client.setQueryData(queryKeys.identity.users.detail(user.id), user);
}

export const identityMutations = {
  updateUser: () =>
    mutationOptions({
      mutationKey: mutationKeys.identity.updateUser,
      mutationFn: async ({ id, update }: { id: string; update: UserUpdate }, { client }) => {
        const user = await identityApi.updateUser(id, update);
        storeUser(client, user);
        void client.invalidateQueries({ queryKey: queryKeys.identity.users.me() });
        return user;
      },
    }),
  deleteUser: () =>
    mutationOptions({
      mutationKey: mutationKeys.identity.deleteUser,
      mutationFn: async (id: string, { client }) => {
        await identityApi.deleteUser(id);
        client.removeQueries({ queryKey: queryKeys.identity.users.detail(id) });
        void client.invalidateQueries({ queryKey: queryKeys.identity.users.all });
      },
    }),
  uploadUserImage: () =>
    mutationOptions({
      mutationKey: mutationKeys.identity.uploadUserImage,
      mutationFn: async ({ id, image }: { id: string; image: Blob }, { client }) => {
        const user = await identityApi.uploadUserImage(id, image);
        storeUser(client, user);
        void client.invalidateQueries({ queryKey: queryKeys.identity.users.me() });
        return user;
      },
    }),
  completeRegistration: () =>
    mutationOptions({
      mutationKey: mutationKeys.identity.completeRegistration,
      mutationFn: async ({ id, request }: { id: string; request: RegistrationRequest }, { client }) => {
        const user = await identityApi.completeRegistration(id, request);
        storeUser(client, user);
        void client.invalidateQueries({ queryKey: queryKeys.identity.users.registration(id) });
        void client.invalidateQueries({ queryKey: queryKeys.identity.users.me() });
        return user;
      },
    }),
  startKyc: () =>
    mutationOptions({
      mutationKey: mutationKeys.identity.startKyc,
      mutationFn: async ({ idempotencyKey, ...request }: KycStartRequest & IdempotentCall, { client }) => {
        const session = await identityApi.startKyc(request, { idempotencyKey });
        void client.invalidateQueries({ queryKey: queryKeys.identity.users.all });
        return session;
      },
    }),
  changePassword: () =>
    mutationOptions({
      mutationKey: mutationKeys.identity.changePassword,
      mutationFn: (request: ChangePasswordRequest) => identityApi.changePassword(request),
    }),
  sendContact: () =>
    mutationOptions({
      mutationKey: mutationKeys.identity.sendContact,
      mutationFn: ({ idempotencyKey, ...request }: ContactRequest & IdempotentCall) =>
        identityApi.sendContact(request, { idempotencyKey }),
    }),
};
