import { act, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { capToastMessage, MAX_TOAST_TEXT_LENGTH, swipeDismisses, toast, politenessOf } from './toast';
import { toaster } from './toast-store';

/** Lets Ark's machines and React settle after a change (timers are fake). */
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The toasts on screen, top to bottom (the live regions hold the same text for screen readers). */
function visibleMessages(): string[] {
  return Array.from(document.querySelectorAll('[data-scope="toast"][data-part="description"]')).map(
    (element) => element.textContent ?? '',
  );
}

function toastWith(text: string): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"]')).find((root) =>
    root.textContent?.includes(text),
  );
}

describe('Toaster', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    await renderWithProviders(<div />);
  });

  afterEach(async () => {
    toaster.remove();
    await flush(1000);
    vi.useRealTimers();
  });

  it('shows a success toast and removes it after 3000 ms', async () => {
    act(() => void toast.success('Deposit received'));
    await flush();
    expect(visibleMessages()).toEqual(['Deposit received']);
    await flush(2900);
    expect(visibleMessages()).toEqual(['Deposit received']);
    await flush(100 + 400);
    expect(visibleMessages()).toEqual([]);
  });

  it('keeps a page error for 5000 ms', async () => {
    act(() => void toast.pageError('Invalid page number, redirecting to first page'));
    await flush(4900);
    expect(visibleMessages()).toEqual(['Invalid page number, redirecting to first page']);
    await flush(100 + 400);
    expect(visibleMessages()).toEqual([]);
  });

  it('shows at most 10 at once, newest on top, and the rest when room frees up', async () => {
    act(() => {
      for (let i = 1; i <= 12; i++) toast.info(`Message ${i}`);
    });
    await flush();
    const shown = visibleMessages();
    expect(shown).toHaveLength(10);
    expect(shown[0]).toBe('Message 10');
    expect(shown[9]).toBe('Message 1');
    expect(shown).not.toContain('Message 11');

    // When the first ten time out, the two that waited in the queue appear.
    await flush(3500);
    expect(visibleMessages()).toEqual(['Message 12', 'Message 11']);
  });

  it('closes when its close button is pressed, not when the toast is clicked', async () => {
    act(() => void toast.warning('You have been logged out.', { duration: 60_000 }));
    await flush();
    const root = toastWith('You have been logged out.');
    if (!root) throw new Error('toast not rendered');
    act(() => root.click());
    await flush(500);
    expect(visibleMessages()).toEqual(['You have been logged out.']);
    act(() => within(root).getByRole('button', { name: 'Close notification' }).click());
    await flush(500);
    expect(visibleMessages()).toEqual([]);
  });

  it('formats catalogue messages in the interface language', async () => {
    act(() => void toast.error({ id: 'ds.toast.close' }));
    await flush();
    expect(visibleMessages()).toEqual(['Close notification']);
  });

  it('cuts a very long text (a server message) to the length cap', async () => {
    act(() => void toast.error('x'.repeat(5000)));
    await flush();
    const [shown] = visibleMessages();
    expect(shown).toHaveLength(MAX_TOAST_TEXT_LENGTH);
    expect(shown?.endsWith('…')).toBe(true);
  });

  it('replaces a toast that has the same id instead of stacking a duplicate', async () => {
    act(() => {
      toast.success('Notification received', { id: 'n-1' });
      toast.success('Notification received', { id: 'n-1' });
    });
    await flush();
    expect(visibleMessages()).toEqual(['Notification received']);
  });

  it('announces errors assertively and successes politely, through the shared live regions', async () => {
    act(() => {
      toast.error('Notification delete failed, retry later');
      toast.success('Copied');
    });
    await flush(100);
    expect(document.querySelector('[data-live-region="assertive"]')).toHaveTextContent('Notification delete failed, retry later');
    expect(document.querySelector('[data-live-region="polite"]')).toHaveTextContent('Copied');
  });
});

describe('toast rules', () => {
  it('dismisses a swipe past 30 % of the width, either direction', () => {
    expect(swipeDismisses(119, 400)).toBe(false);
    expect(swipeDismisses(120, 400)).toBe(true);
    expect(swipeDismisses(-130, 400)).toBe(true);
    expect(swipeDismisses(50, 0)).toBe(false);
  });

  it('interrupts for errors and warnings only', () => {
    expect(politenessOf('error')).toBe('assertive');
    expect(politenessOf('warning')).toBe('assertive');
    expect(politenessOf('success')).toBe('polite');
    expect(politenessOf('info')).toBe('polite');
  });

  it('caps plain text only; catalogue messages are left to the catalogue', () => {
    expect(capToastMessage('short')).toBe('short');
    expect(capToastMessage({ id: 'errors.api.default' })).toEqual({ id: 'errors.api.default' });
    expect(capToastMessage(undefined)).toBeUndefined();
  });
});
