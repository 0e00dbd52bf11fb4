import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise, waitFor as waitForActor } from 'xstate';
import { toast } from '@/design-system';
import { createRootActor, sessionOf, type RootActorRef, type SessionEvent } from '@/machines';
import { selectAll, selectStatus, selectUnreadCount } from '@/machines/notifications';
import { fakeSession } from '@/machines/test-support';
import { actAsDemoUser, demoAccessToken } from '@/mocks/act-as';
import { createNotification, simulateDeposit } from '@/mocks/db';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { pusherMock } from '@/mocks/realtime';
import { scenarios } from '@/mocks/scenarios';
import { queryKeys } from '@/services/api';
import type { AuthSession } from '@/services/auth';
import { readFlashingAssets } from '@/services/storage';
import { createNotificationsHost, type NotificationsActor, type NotificationsHost } from '..';

const USER = demoUsers.customer.userId;
const CHANNEL = `precense-notifications-${USER}`;

let root: RootActorRef;
let host: NotificationsHost;
let queryClient: QueryClient;
let stop: (() => void) | undefined;

function startRoot(token = demoAccessToken('customer')) {
  root = createRootActor({
    navigate: vi.fn(),
    notify: vi.fn(),
    session: {
      actors: {
        loadSession: fromPromise<AuthSession | null>(async () => fakeSession({ token, expInSeconds: 3600 })),
        authEvents: fromCallback<SessionEvent>(() => undefined),
      },
    },
  });
  root.start();
  return waitForActor(sessionOf(root), (snapshot) => snapshot.matches('signedIn'));
}

function actor(): NotificationsActor {
  const current = host.getActor();
  if (!current) throw new Error('the notifications machine is not running');
  return current;
}

const ids = () => selectAll(actor().getSnapshot()).map((item) => item.id);

async function live() {
  await vi.waitFor(
    () => {
      expect(selectStatus(actor().getSnapshot())).toBe('ready');
      expect(host.client.status).toBe('subscribed');
      expect(pusherMock.subscriberCount(CHANNEL)).toBe(1);
    },
    { timeout: 5000 },
  );
}

beforeEach(async () => {
  actAsDemoUser('customer');
  await startRoot();
  queryClient = new QueryClient();
  host = createNotificationsHost({ session: sessionOf(root), queryClient });
});

afterEach(() => {
  stop?.();
  stop = undefined;
  host.client.disconnect();
  root.stop();
});

describe('the notifications host (machine + game hub API + pusher-js, on the demo backend)', () => {
  it('on entry loads the first page and connects the user’s channel, signed in with the session’s token', async () => {
    stop = host.run(USER);
    await live();
    expect(ids()).toHaveLength(20);
    expect(selectUnreadCount(actor().getSnapshot())).toBeGreaterThan(0);
    // pusher:signin went through the game hub's user-auth endpoint (REST mock) with the bearer token.
    await vi.waitFor(() => expect(pusherMock.connections()[0]?.userId).toBe(USER));
  });

  it('shows a success toast with the message of each pushed event and adds the item on top', async () => {
    const success = vi.spyOn(toast, 'success');
    stop = host.run(USER);
    await live();
    const pushed = createNotification(USER, {
      type: 'AC_CREATED',
      data: { title: 'Account', message: 'Your DOGE account is ready' },
    });
    await vi.waitFor(() => expect(ids()[0]).toBe(pushed.id));
    expect(success).toHaveBeenCalledExactlyOnceWith('Your DOGE account is ready');
  });

  it('a finished deposit flashes the asset and refreshes balances and prices', async () => {
    stop = host.run(USER);
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
    stop = host.run(USER);
    await live();
    queryClient.setQueryData(queryKeys.wallet.accounts.list(), { data: [] });
    createNotification(USER, { type: 'TX_WITHDRAW_FINISHED', data: { title: 'Sent', message: '0.1 BTC sent', asset: 'BTC' } });
    await vi.waitFor(() => expect(queryClient.getQueryState(queryKeys.wallet.accounts.list())?.isInvalidated).toBe(true));
    expect(readFlashingAssets()).toEqual([]);
  });

  it('a load failure shows the catalogue message as an error toast', async () => {
    server.use(scenarios.gamehub.error('GET /notifications', { status: 500 }));
    const error = vi.spyOn(toast, 'error');
    stop = host.run(USER);
    await vi.waitFor(() => expect(selectStatus(actor().getSnapshot())).toBe('failed'));
    expect(error).toHaveBeenCalledExactlyOnceWith(
      { id: 'errors.notifications.load' },
      { id: 'notifications:errors.notifications.load' },
    );
  });

  it('prefers the server’s errorMessage over the catalogue message', async () => {
    server.use(scenarios.gamehub.error('PATCH /notifications/{id}/read', { status: 409, errorMessage: 'Already archived' }));
    const error = vi.spyOn(toast, 'error');
    stop = host.run(USER);
    await live();
    const unread = selectAll(actor().getSnapshot()).find((item) => item.readAt === null);
    actor().send({ type: 'MARK_READ', id: unread?.id ?? '' });
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(error).toHaveBeenCalledWith('Already archived', { id: 'notifications:errors.notifications.read' });
    expect(selectAll(actor().getSnapshot()).find((item) => item.id === unread?.id)?.readAt).toBeNull();
  });

  it('marks read, reads all and deletes through the game hub API', async () => {
    stop = host.run(USER);
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
      stop = host.run(USER);
      await live();
      const [before] = pusherMock.connections();
      sessionOf(root).send({ type: 'AUTH.SIGNED_IN' });
      await host.handleAuthEvent(event);
      await vi.waitFor(() => {
        const [after] = pusherMock.connections();
        expect(after?.socketId).not.toBe(before?.socketId);
        expect(after?.channels).toContain(CHANNEL);
        expect(after?.userId).toBe(USER);
      });
      expect(pusherMock.connections()).toHaveLength(1);
      await host.handleAuthEvent('signedOut');
      await vi.waitFor(() => expect(pusherMock.connections()).toHaveLength(0));
      expect(host.client.status).toBe('disconnected');
    },
  );

  it('after a dropped socket reconnects, adds what was stored meanwhile, once', async () => {
    const success = vi.spyOn(toast, 'success');
    stop = host.run(USER);
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
    stop = host.run(USER);
    await live();
    stop();
    stop = undefined;
    expect(host.getActor()).toBeNull();
    await vi.waitFor(() => expect(pusherMock.connections()).toHaveLength(0));
  });
});
