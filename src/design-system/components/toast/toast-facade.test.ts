import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToastSink } from './toast';

/** A fresh copy of the facade whose store never loads by itself: the test connects a fake one. */
async function freshFacade() {
  vi.resetModules();
  vi.doMock('./toast-store', () => ({}));
  return import('./toast');
}

function fakeSink() {
  return { create: vi.fn((item: { id?: string }) => item.id ?? 'store-id'), dismiss: vi.fn(), remove: vi.fn() };
}

afterEach(() => {
  vi.doUnmock('./toast-store');
  vi.resetModules();
});

describe('toast before the toaster has loaded', () => {
  it('keeps the toasts in order with their ids and hands them over when the store connects', async () => {
    const { toast, connectToastSink, toastWanted } = await freshFacade();
    expect(toastWanted()).toBe(false);
    const first = toast.success('Saved');
    const second = toast.error({ id: 'errors.api.default' }, { id: 'page-error' });
    expect(second).toBe('page-error');
    expect(first).not.toBe(second);
    expect(toastWanted()).toBe(true);

    const sink = fakeSink();
    connectToastSink(sink as unknown as ToastSink);
    expect(sink.create.mock.calls.map(([item]) => item)).toEqual([
      expect.objectContaining({ id: first, type: 'success', meta: { message: 'Saved', title: undefined } }),
      expect.objectContaining({ id: 'page-error', type: 'error', duration: 3000 }),
    ]);
    // Once connected, toasts go straight to the store.
    expect(toast.info('Later')).toBe('store-id');
  });

  it('replaces a waiting toast with the same id, and drops dismissed and cleared ones', async () => {
    const { toast, connectToastSink, clearToasts } = await freshFacade();
    toast.error('First failure', { id: 'same' });
    toast.error('Second failure', { id: 'same' });
    const dismissed = toast.info('Gone');
    toast.dismiss(dismissed);
    const sink = fakeSink();
    connectToastSink(sink as unknown as ToastSink);
    expect(sink.create).toHaveBeenCalledTimes(1);
    expect(sink.create).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'same', meta: { message: 'Second failure', title: undefined } }),
    );

    const { toast: again, connectToastSink: connectAgain, clearToasts: clearAgain } = await freshFacade();
    again.success('Never shown');
    clearAgain();
    const other = fakeSink();
    connectAgain(other as unknown as ToastSink);
    expect(other.create).not.toHaveBeenCalled();
    clearToasts();
    expect(sink.remove).toHaveBeenCalled();
  });
});
