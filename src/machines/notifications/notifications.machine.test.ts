import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyEventObject, type EventObject } from 'xstate';
import { ApiError } from '@/services/http';
import type { NotificationFeedInput, RealtimeNotification } from '@/services/realtime';
import {
  notificationsMachine,
  NOTIFICATIONS_PAGE_SIZE,
  selectAll,
  selectIsReadingAll,
  selectItemBusy,
  selectLoadError,
  selectStatus,
  selectUnread,
  selectUnreadCount,
  type DepositFinishedParams,
  type ItemInput,
  type LoadInput,
  type NotificationsSnapshot,
  type NotifyParams,
  type ReadAllResult,
} from '.';
import type { Notification, NotificationType } from './model';

function notification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'GENERIC',
    readAt: null,
    createdAt: `2026-01-${String(10 + (Number(id.replace(/\D/g, '')) % 18)).padStart(2, '0')}T12:00:00.000Z`,
    data: { title: `Title ${id}`, message: `Message ${id}` },
    ...overrides,
  };
}

/** A promise actor whose calls the test settles by hand. */
function controlled<TOutput, TInput>() {
  const calls: { input: TInput; resolve: (value: TOutput) => void; reject: (reason: unknown) => void }[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) => new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('no call yet');
    return call;
  };
  return { logic, calls, last };
}

const apiError = (body: { serverErrorMessage?: string; serverMessage?: string }) =>
  new ApiError({ status: 500, messageId: 'errors.api.default', ...body });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(options: { pageSize?: number } = {}) {
  const load = controlled<Notification[], LoadInput>();
  const markRead = controlled<Notification, ItemInput>();
  const readAll = controlled<ReadAllResult, undefined>();
  const remove = controlled<unknown, ItemInput>();
  const feed = {
    inputs: [] as NotificationFeedInput[],
    stopped: 0,
    sendBack: undefined as ((event: AnyEventObject) => void) | undefined,
  };
  const notify = vi.fn<(params: NotifyParams) => void>();
  const depositFinished = vi.fn<(params: DepositFinishedParams) => void>();
  const machine = notificationsMachine.provide({
    actors: {
      load: load.logic,
      markRead: markRead.logic,
      readAll: readAll.logic,
      remove: remove.logic,
      feed: fromCallback<EventObject, NotificationFeedInput>(({ input, sendBack }) => {
        feed.inputs.push(input);
        feed.sendBack = sendBack;
        return () => {
          feed.stopped += 1;
        };
      }),
    },
    actions: { notify: (_, params) => notify(params), depositFinished: (_, params) => depositFinished(params) },
  });
  const actor = createActor(machine, { input: { userId: 'u-1001', ...options } });
  actor.start();
  const snapshot = (): NotificationsSnapshot => actor.getSnapshot();
  const ids = () => selectAll(snapshot()).map((item) => item.id);
  const received = (item: RealtimeNotification) => actor.send({ type: 'RECEIVED', notification: item });
  return { actor, load, markRead, readAll, remove, feed, notify, depositFinished, snapshot, ids, received };
}

/** A started machine whose first page has loaded. */
async function ready(items: Notification[]) {
  const harness = start();
  harness.load.last().resolve(items);
  await settle();
  expect(selectStatus(harness.snapshot())).toBe('ready');
  return harness;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loading', () => {
  it('starts loading the first page of the page size and connects the feed for the user', () => {
    const { load, feed, snapshot } = start();
    expect(selectStatus(snapshot())).toBe('loading');
    expect(load.calls.map((call) => call.input)).toEqual([{ page: 1, perPage: NOTIFICATIONS_PAGE_SIZE }]);
    expect(NOTIFICATIONS_PAGE_SIZE).toBe(20);
    expect(feed.inputs).toEqual([{ userId: 'u-1001' }]);
  });

  it('takes another page size from the input', () => {
    const { load } = start({ pageSize: 50 });
    expect(load.last().input).toEqual({ page: 1, perPage: 50 });
  });

  it('loading → ready with the page, newest first', async () => {
    const { snapshot, ids } = await ready([
      notification('n1', { createdAt: '2026-01-01T00:00:00Z' }),
      notification('n3', { createdAt: '2026-01-03T00:00:00Z', readAt: '2026-01-04T00:00:00Z' }),
      notification('n2', { createdAt: '2026-01-02T00:00:00Z' }),
    ]);
    expect(ids()).toEqual(['n3', 'n2', 'n1']);
    expect(selectUnread(snapshot()).map((item) => item.id)).toEqual(['n2', 'n1']);
    expect(selectUnreadCount(snapshot())).toBe(2);
    expect(selectLoadError(snapshot())).toBeNull();
  });

  it('loading → failed with the catalogue message, then RETRY → loading → ready', async () => {
    const { load, notify, snapshot, actor, ids } = start();
    load.last().reject(new Error('network'));
    await settle();
    expect(selectStatus(snapshot())).toBe('failed');
    expect(selectLoadError(snapshot())).toEqual({ messageId: 'errors.notifications.load' });
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', messageId: 'errors.notifications.load' });

    actor.send({ type: 'RETRY' });
    expect(selectStatus(snapshot())).toBe('loading');
    expect(selectLoadError(snapshot())).toBeNull();
    expect(load.calls).toHaveLength(2);
    load.last().resolve([notification('n1')]);
    await settle();
    expect(selectStatus(snapshot())).toBe('ready');
    expect(ids()).toEqual(['n1']);
  });

  it('keeps the server message of an ApiError (its errorMessage), not its plain message', async () => {
    const first = start();
    first.load.last().reject(apiError({ serverErrorMessage: 'Service in maintenance', serverMessage: 'Bad gateway' }));
    await settle();
    expect(selectLoadError(first.snapshot())).toEqual({
      messageId: 'errors.notifications.load',
      serverMessage: 'Service in maintenance',
    });
    expect(first.notify).toHaveBeenCalledWith({
      kind: 'error',
      messageId: 'errors.notifications.load',
      message: 'Service in maintenance',
    });

    const second = start();
    second.load.last().reject(apiError({ serverMessage: 'Bad gateway' }));
    await settle();
    expect(selectLoadError(second.snapshot())).toEqual({ messageId: 'errors.notifications.load' });
  });

  it('ignores RETRY unless loading failed', async () => {
    const { actor, load } = await ready([]);
    actor.send({ type: 'RETRY' });
    expect(load.calls).toHaveLength(1);
  });

  it('keeps notifications received while loading and merges them with the page without duplicates', async () => {
    const { load, received, ids, snapshot } = start();
    received(notification('n5', { createdAt: '2026-01-05T00:00:00Z' }));
    received(notification('n9', { createdAt: '2026-01-09T00:00:00Z' }));
    expect(ids()).toEqual(['n9', 'n5']);
    load
      .last()
      .resolve([
        notification('n5', { createdAt: '2026-01-05T00:00:00Z', readAt: '2026-01-06T00:00:00Z' }),
        notification('n1', { createdAt: '2026-01-01T00:00:00Z' }),
      ]);
    await settle();
    expect(ids()).toEqual(['n9', 'n5', 'n1']);
    // The stored copy wins over the pushed one.
    expect(selectAll(snapshot())[1]?.readAt).toBe('2026-01-06T00:00:00Z');
  });
  it('never holds more than 120 items when a burst of events arrives before the page', async () => {
    const { load, received, ids } = start();
    const base = Date.parse('2026-01-10T00:00:00Z');
    for (let index = 0; index < 120; index += 1)
      received(
        notification(`w${index}`, { type: 'TX_WITHDRAW_FINISHED', createdAt: new Date(base + index * 60_000).toISOString() }),
      );
    load.last().resolve([notification('old', { createdAt: '2026-01-01T00:00:00Z' })]);
    await settle();
    expect(ids()).toHaveLength(120);
    // The oldest goes, as with any event over the cap.
    expect(ids()).not.toContain('old');
  });
});

describe('MARK_READ', () => {
  it('marks the item busy, changes it only when the server confirms, then clears the busy state', async () => {
    const { actor, markRead, snapshot } = await ready([notification('n1'), notification('n2')]);
    actor.send({ type: 'MARK_READ', id: 'n1' });
    expect(selectItemBusy('n1')(snapshot())).toBe('reading');
    expect(selectItemBusy('n2')(snapshot())).toBeUndefined();
    expect(snapshot().matches({ requests: 'reading' })).toBe(true);
    expect(markRead.last().input).toEqual({ id: 'n1' });
    expect(selectUnreadCount(snapshot())).toBe(2);

    markRead.last().resolve(notification('n1', { readAt: '2026-01-15T12:00:00.000Z' }));
    await settle();
    expect(snapshot().matches({ requests: 'idle' })).toBe(true);
    expect(selectItemBusy('n1')(snapshot())).toBeUndefined();
    expect(selectAll(snapshot()).find((item) => item.id === 'n1')?.readAt).toBe('2026-01-15T12:00:00.000Z');
    expect(selectUnread(snapshot()).map((item) => item.id)).toEqual(['n2']);
  });

  it('on failure leaves the item unread and shows the read error', async () => {
    const { actor, markRead, notify, snapshot } = await ready([notification('n1')]);
    actor.send({ type: 'MARK_READ', id: 'n1' });
    markRead.last().reject(apiError({ serverErrorMessage: 'Notification not found' }));
    await settle();
    expect(selectItemBusy('n1')(snapshot())).toBeUndefined();
    expect(selectUnreadCount(snapshot())).toBe(1);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      messageId: 'errors.notifications.read',
      message: 'Notification not found',
    });
  });

  it('ignores read items, unknown ids and a second click while busy', async () => {
    const { actor, markRead } = await ready([notification('n1'), notification('n2', { readAt: '2026-01-02T00:00:00Z' })]);
    actor.send({ type: 'MARK_READ', id: 'n2' });
    actor.send({ type: 'MARK_READ', id: 'missing' });
    actor.send({ type: 'MARK_READ', id: 'n1' });
    actor.send({ type: 'MARK_READ', id: 'n1' });
    expect(markRead.calls.map((call) => call.input)).toEqual([{ id: 'n1' }]);
  });
});

describe('READ_ALL', () => {
  it('marks the unread items read with the server time once it confirms', async () => {
    const { actor, readAll, snapshot } = await ready([
      notification('n1'),
      notification('n2'),
      notification('n3', { readAt: '2026-01-03T00:00:00Z' }),
    ]);
    actor.send({ type: 'READ_ALL' });
    expect(selectIsReadingAll(snapshot())).toBe(true);
    expect(selectItemBusy('n1')(snapshot())).toBe('reading');
    expect(selectItemBusy('n3')(snapshot())).toBeUndefined();
    expect(selectUnreadCount(snapshot())).toBe(2);

    readAll.last().resolve({ updated: 2, readAt: '2026-01-15T12:00:00.000Z' });
    await settle();
    expect(selectIsReadingAll(snapshot())).toBe(false);
    expect(selectUnreadCount(snapshot())).toBe(0);
    expect(Object.fromEntries(selectAll(snapshot()).map((item) => [item.id, item.readAt]))).toEqual({
      n1: '2026-01-15T12:00:00.000Z',
      n2: '2026-01-15T12:00:00.000Z',
      n3: '2026-01-03T00:00:00Z',
    });
  });

  it('leaves a notification that arrived during the call unread', async () => {
    const { actor, readAll, received, snapshot } = await ready([notification('n1')]);
    actor.send({ type: 'READ_ALL' });
    received(notification('n20', { createdAt: '2026-01-20T00:00:00Z' }));
    readAll.last().resolve({ updated: 1, readAt: '2026-01-15T12:00:00.000Z' });
    await settle();
    expect(selectUnread(snapshot()).map((item) => item.id)).toEqual(['n20']);
  });

  it('on failure changes nothing and shows the read-all error', async () => {
    const { actor, readAll, notify, snapshot } = await ready([notification('n1'), notification('n2')]);
    actor.send({ type: 'READ_ALL' });
    readAll.last().reject(new Error('HTTP 500'));
    await settle();
    expect(selectIsReadingAll(snapshot())).toBe(false);
    expect(selectUnreadCount(snapshot())).toBe(2);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', messageId: 'errors.notifications.readAll' });
  });

  it('is ignored when nothing is unread or a read-all is already on its way', async () => {
    const none = await ready([notification('n1', { readAt: '2026-01-02T00:00:00Z' })]);
    none.actor.send({ type: 'READ_ALL' });
    expect(none.readAll.calls).toHaveLength(0);

    const some = await ready([notification('n1')]);
    some.actor.send({ type: 'READ_ALL' });
    some.actor.send({ type: 'READ_ALL' });
    expect(some.readAll.calls).toHaveLength(1);
  });
});

describe('DELETE', () => {
  it('removes the item only after the server confirms', async () => {
    const { actor, remove, snapshot, ids } = await ready([notification('n1'), notification('n2')]);
    actor.send({ type: 'DELETE', id: 'n1' });
    expect(selectItemBusy('n1')(snapshot())).toBe('deleting');
    expect(remove.last().input).toEqual({ id: 'n1' });
    expect(ids()).toContain('n1');
    remove.last().resolve(undefined);
    await settle();
    expect(ids()).toEqual(['n2']);
    expect(selectItemBusy('n1')(snapshot())).toBeUndefined();
  });

  it('on failure keeps the item and shows the delete error', async () => {
    const { actor, remove, notify, ids, snapshot } = await ready([notification('n1')]);
    actor.send({ type: 'DELETE', id: 'n1' });
    remove.last().reject(new Error('HTTP 404'));
    await settle();
    expect(ids()).toEqual(['n1']);
    expect(selectItemBusy('n1')(snapshot())).toBeUndefined();
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', messageId: 'errors.notifications.delete' });
  });

  it('ignores unknown ids and a second delete of the same item', async () => {
    const { actor, remove } = await ready([notification('n1')]);
    actor.send({ type: 'DELETE', id: 'missing' });
    actor.send({ type: 'DELETE', id: 'n1' });
    actor.send({ type: 'DELETE', id: 'n1' });
    expect(remove.calls).toHaveLength(1);
  });
});

describe('several calls', () => {
  it('run one at a time in the order asked, each item busy until its call is done', async () => {
    const { actor, markRead, remove, readAll, snapshot, ids } = await ready([
      notification('n1'),
      notification('n2'),
      notification('n3'),
    ]);
    actor.send({ type: 'MARK_READ', id: 'n1' });
    actor.send({ type: 'DELETE', id: 'n2' });
    actor.send({ type: 'READ_ALL' });
    // READ_ALL covers n3 only: n1 is already on its way.
    expect(selectItemBusy('n1')(snapshot())).toBe('reading');
    expect(selectItemBusy('n2')(snapshot())).toBe('deleting');
    expect(selectItemBusy('n3')(snapshot())).toBe('reading');
    expect([markRead.calls.length, remove.calls.length, readAll.calls.length]).toEqual([1, 0, 0]);

    markRead.last().resolve(notification('n1', { readAt: '2026-01-15T12:00:00.000Z' }));
    await settle();
    expect([markRead.calls.length, remove.calls.length, readAll.calls.length]).toEqual([1, 1, 0]);
    remove.last().resolve(undefined);
    await settle();
    expect(ids()).toEqual(['n3', 'n1']);
    expect(readAll.calls).toHaveLength(1);
    readAll.last().resolve({ updated: 1, readAt: '2026-01-15T12:01:00.000Z' });
    await settle();
    expect(selectUnreadCount(snapshot())).toBe(0);
    expect(snapshot().context.pending).toEqual([]);
  });

  it('a delete asked while the item is being read waits, and a read is not queued for an item being deleted', async () => {
    const { actor, markRead, remove, ids } = await ready([notification('n1')]);
    actor.send({ type: 'DELETE', id: 'n1' });
    actor.send({ type: 'MARK_READ', id: 'n1' });
    expect(markRead.calls).toHaveLength(0);
    remove.last().resolve(undefined);
    await settle();
    expect(ids()).toEqual([]);
  });
});

describe('RECEIVED', () => {
  const types: NotificationType[] = ['TX_WITHDRAW_FINISHED', 'TX_DEPOSIT_FINISHED', 'GENERIC', 'AC_CREATED'];

  it.each(types)('%s: adds the item on top and shows a success toast with its message', async (type) => {
    const { received, ids, notify, snapshot } = await ready([notification('n1', { createdAt: '2026-01-01T00:00:00Z' })]);
    received(notification('n50', { type, createdAt: '2026-01-14T00:00:00Z' }));
    expect(ids()).toEqual(['n50', 'n1']);
    expect(selectUnreadCount(snapshot())).toBe(2);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'success', message: 'Message n50' });
  });

  it('sets createdAt (now) when missing and treats a missing readAt as unread', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T12:00:00.000Z'));
    const { received, snapshot } = await ready([]);
    received({ id: 'n7', type: 'GENERIC', data: { title: 'Hello', message: 'World' } });
    expect(selectAll(snapshot())).toEqual([
      {
        id: 'n7',
        type: 'GENERIC',
        readAt: null,
        createdAt: '2026-01-15T12:00:00.000Z',
        data: { title: 'Hello', message: 'World' },
      },
    ]);
  });

  it('never adds the same notification twice (nor toasts it twice)', async () => {
    const { received, ids, notify } = await ready([notification('n1')]);
    received(notification('n1'));
    received(notification('n2'));
    received(notification('n2'));
    expect(ids().filter((id) => id === 'n2')).toHaveLength(1);
    expect(ids()).toHaveLength(2);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('TX_DEPOSIT_FINISHED also asks the app to refresh balances and flash the asset', async () => {
    const { received, depositFinished } = await ready([]);
    const deposit = notification('n3', {
      type: 'TX_DEPOSIT_FINISHED',
      data: { title: 'Deposit', message: '0.5 BTC arrived', asset: 'BTC', amount: '0.5' },
    });
    received(deposit);
    expect(depositFinished).toHaveBeenCalledExactlyOnceWith({ asset: 'BTC', notification: deposit });
    received(notification('n4', { type: 'TX_WITHDRAW_FINISHED' }));
    expect(depositFinished).toHaveBeenCalledTimes(1);
  });

  const burst = (type: NotificationType, count: number): Notification[] =>
    Array.from({ length: count }, (_, index) =>
      notification(`r${index}`, { type, createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString() }),
    );

  it('keeps the newest 20 after 25 GENERIC events', async () => {
    const { received, ids } = await ready([]);
    for (const item of burst('GENERIC', 25)) received(item);
    expect(ids()).toEqual(Array.from({ length: 20 }, (_, index) => `r${24 - index}`));
  });

  it('keeps the newest 120 after 130 TX_WITHDRAW_FINISHED events', async () => {
    const { received, ids } = await ready([]);
    for (const item of burst('TX_WITHDRAW_FINISHED', 130)) received(item);
    expect(ids()).toHaveLength(120);
    expect(ids()[0]).toBe('r129');
    expect(ids().at(-1)).toBe('r10');
  });

  it('applies the cap of the arriving event to the whole list, dropping the oldest', async () => {
    const loaded = Array.from({ length: 20 }, (_, index) =>
      notification(`l${index}`, { createdAt: new Date(Date.UTC(2025, 11, 1, 0, index)).toISOString() }),
    );
    const { received, ids } = await ready(loaded);
    for (const item of burst('TX_WITHDRAW_FINISHED', 5)) received(item);
    expect(ids()).toHaveLength(25);
    received(notification('g1', { type: 'AC_CREATED', createdAt: '2026-02-01T00:00:00Z' }));
    expect(ids()).toHaveLength(20);
    expect(ids().slice(0, 6)).toEqual(['g1', 'r4', 'r3', 'r2', 'r1', 'r0']);
    expect(ids()).not.toContain('l5');
    expect(ids()).toContain('l6');
  });

  it('comes from the feed actor, which stops with the machine', async () => {
    const { feed, ids, actor } = await ready([]);
    feed.sendBack?.({ type: 'RECEIVED', notification: notification('n8') });
    expect(ids()).toEqual(['n8']);
    actor.stop();
    expect(feed.stopped).toBe(1);
  });
});
