import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { createQueryClient } from '@/app/query-client';
import { toast } from '@/design-system';
import { createRootActor, notificationsOf, sessionOf, type RootActorRef } from '@/machines';
import { selectAll, selectStatus, selectUnreadCount, type NotificationsActorRef } from '@/machines/notifications';
import { actAsDemoUser } from '@/mocks/act-as';
import { createNotification, simulateDeposit } from '@/mocks/db';
import { demoSessionActors } from '@/mocks/demo-session';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { pusherMock } from '@/mocks/realtime';
import { scenarios } from '@/mocks/scenarios';
import { gamehubSocketAuth, queryKeys } from '@/services/api';
import { config } from '@/services/config/env';
import { createRealtimeClient, type RealtimeClient } from '@/services/realtime';
import { readFlashingAssets } from '@/services/storage';
import { notificationsImplementations } from './implementations';

const USER = demoUsers.customer.userId;
const CHANNEL = `precense-notifications-${USER}`;

let root: RootActorRef;
let client: RealtimeClient;
let queryClient: QueryClient;

/** The root actor as the app builds it, signed in as the demo customer; the main layout opens notifications. */
function startRoot() {
  queryClient = createQueryClient();
  client = createRealtimeClient({ ...config.pusher, auth: gamehubSocketAuth });
  root = createRootActor({
    session: demoSessionActors('customer'),
    notifications: notificationsImplementations({ queryClient, client }),
  });
  root.start();
  return waitForActor(sessionOf(root), (snapshot) => snapshot.matches('signedIn'));
}

const open = () => root.send({ type: 'NOTIFICATIONS.OPEN' });

function actor(): NotificationsActorRef {
  const current = notificationsOf(root);
  if (!current) throw new Error('the notifications machine is not running');
  return current;
}

const ids = () => selectAll(actor().getSnapshot()).map((item) => item.id);

async function live() {
  await vi.waitFor(
    () => {
      expect(selectStatus(actor().getSnapshot())).toBe('ready');
      expect(client.status).toBe('subscribed');
      expect(pusherMock.subscriberCount(CHANNEL)).toBe(1);
    },
    { timeout: 5000 },
  );
}

beforeEach(async () => {
  actAsDemoUser('customer');
  await startRoot();
});

afterEach(() => {
  client.disconnect();
  root.stop();
});

describe('notifications in the root actor (machine + game hub API + pusher-js, on the demo backend)', () => {
  it('on entry loads the first page and connects the user’s channel, signed in with the session’s token', async () => {
    open();
    await live();
    expect(ids()).toHaveLength(20);
    expect(selectUnreadCount(actor().getSnapshot())).toBeGreaterThan(0);
    // pusher:signin went through the game hub's user-auth endpoint (REST mock) with the bearer token.
    await vi.waitFor(() => expect(pusherMock.connections()[0]?.userId).toBe(USER));
  });

  it('shows a success toast with the message of each pushed event and adds the item on top', async () => {
    const success = vi.spyOn(toast, 'success');
    open();
    await live();
    const pushed = createNotification(USER, {
      type: 'AC_CREATED',
      data: { title: 'Account', message: 'Your DOGE account is ready' },
    });
    await vi.waitFor(() => expect(ids()[0]).toBe(pushed.id));
    expect(success).toHaveBeenCalledExactlyOnceWith('Your DOGE account is ready');
  });

  it('a finished deposit flashes the asset and refreshes balances and prices', async () => {
    open();
    await live();
    queryClient.setQueryData(queryKeys.wallet.accounts.list({ page: 1 }), { data: [] });
    queryClient.setQueryData(queryKeys.wallet.prices.list(), { data: [] });
    queryClient.setQueryData(queryKeys.wallet.networks.list(), { data: [] });
    simulateDeposit(USER, 'ETH', '0.25');
    await vi.waitFor(() => expect(readFlashingAssets()).toEqual(['ETH']));
    expect(queryClient.getQueryState(queryKeys.wallet.accounts.list({ page: 1 }))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.wallet.prices.list())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.wallet.networks.list())?.isInvalidated).toBe(false);
    expect(selectAll(actor().getSnapshot())[0]).toMatchObject({ type: 'TX_DEPOSIT_FINISHED', data: { asset: 'ETH' } });
  });

  it('a finished withdrawal refreshes balances too, without flashing anything', async () => {
    open();
    await live();
    queryClient.setQueryData(queryKeys.wallet.accounts.list(), { data: [] });
    createNotification(USER, { type: 'TX_WITHDRAW_FINISHED', data: { title: 'Sent', message: '0.1 BTC sent', asset: 'BTC' } });
    await vi.waitFor(() => expect(queryClient.getQueryState(queryKeys.wallet.accounts.list())?.isInvalidated).toBe(true));
    expect(readFlashingAssets()).toEqual([]);
  });

  it('a load failure shows the catalogue message as an error toast', async () => {
    server.use(scenarios.gamehub.error('GET /notifications', { status: 500 }));
    const error = vi.spyOn(toast, 'error');
    open();
    await vi.waitFor(() => expect(selectStatus(actor().getSnapshot())).toBe('failed'));
    expect(error).toHaveBeenCalledExactlyOnceWith(
      { id: 'errors.notifications.load' },
      { id: 'notifications:errors.notifications.load' },
    );
  });

  it('prefers the server’s errorMessage over the catalogue message', async () => {
    server.use(scenarios.gamehub.error('PATCH /notifications/{id}/read', { status: 409, errorMessage: 'Already archived' }));
    const error = vi.spyOn(toast, 'error');
    open();
    await live();
    const unread = selectAll(actor().getSnapshot()).find((item) => item.readAt === null);
    actor().send({ type: 'MARK_READ', id: unread?.id ?? '' });
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(error).toHaveBeenCalledWith('Already archived', { id: 'notifications:errors.notifications.read' });
    expect(selectAll(actor().getSnapshot()).find((item) => item.id === unread?.id)?.readAt).toBeNull();
  });

  it('marks read, reads all and deletes through the game hub API', async () => {
    open();
    await live();
    const [first, second] = selectAll(actor().getSnapshot()).filter((item) => item.readAt === null);
    actor().send({ type: 'MARK_READ', id: first?.id ?? '' });
    await vi.waitFor(() => expect(selectAll(actor().getSnapshot()).find((item) => item.id === first?.id)?.readAt).not.toBeNull());
    actor().send({ type: 'DELETE', id: second?.id ?? '' });
    await vi.waitFor(() => expect(ids()).not.toContain(second?.id));
    actor().send({ type: 'READ_ALL' });
    await vi.waitFor(() => expect(selectUnreadCount(actor().getSnapshot())).toBe(0));
    expect(ids()).toHaveLength(19);
  });

  it.each(['signedIn', 'signInWithRedirect'] as const)(
    'resets the connection on %s (a new socket signs in) and closes it on signedOut',
    async (event) => {
      open();
      await live();
      const [before] = pusherMock.connections();
      sessionOf(root).send({ type: event === 'signedIn' ? 'AUTH.SIGNED_IN' : 'AUTH.SIGN_IN_WITH_REDIRECT' });
      await vi.waitFor(() => {
        const [after] = pusherMock.connections();
        expect(after?.socketId).not.toBe(before?.socketId);
        expect(after?.channels).toContain(CHANNEL);
        expect(after?.userId).toBe(USER);
      });
      expect(pusherMock.connections()).toHaveLength(1);
      sessionOf(root).send({ type: 'AUTH.SIGNED_OUT' });
      await vi.waitFor(() => expect(pusherMock.connections()).toHaveLength(0));
      expect(client.status).toBe('disconnected');
      expect(notificationsOf(root)).toBeUndefined();
    },
  );

  it('after a dropped socket reconnects, adds what was stored meanwhile, once', async () => {
    const success = vi.spyOn(toast, 'success');
    open();
    await live();
    pusherMock.dropConnections();
    // Stored while no socket listens: nothing is pushed.
    const missed = createNotification(USER, { type: 'GENERIC', data: { title: 'Missed', message: 'Sent while offline' } });
    await vi.waitFor(() => expect(ids()[0]).toBe(missed.id), { timeout: 5000 });
    expect(pusherMock.subscriberCount(CHANNEL)).toBe(1);
    // Pushed after the reconnect: once, and the caught-up one is not added again.
    const after = createNotification(USER, { type: 'GENERIC', data: { title: 'Live', message: 'Back online' } });
    await vi.waitFor(() => expect(ids()[0]).toBe(after.id));
    expect(ids().filter((id) => id === missed.id || id === after.id)).toHaveLength(2);
    expect(ids()).toHaveLength(20);
    expect(success.mock.calls.map(([message]) => message)).toEqual(['Sent while offline', 'Back online']);
  });

  it('stopping (leaving the layout, signing out) closes the socket', async () => {
    open();
    await live();
    root.send({ type: 'NOTIFICATIONS.CLOSE' });
    expect(notificationsOf(root)).toBeUndefined();
    await vi.waitFor(() => expect(pusherMock.connections()).toHaveLength(0));
  });
});
