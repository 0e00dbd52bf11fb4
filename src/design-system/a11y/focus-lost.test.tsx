import { render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusLost } from './focus-lost';

function Steps({ amountShown }: { amountShown: boolean }) {
  return (
    <>
      <Activity mode={amountShown ? 'visible' : 'hidden'}>
        <button type="button">Review</button>
      </Activity>
      <h2 tabIndex={-1}>Review the send</h2>
      <div hidden>
        <button type="button">Closed panel</button>
      </div>
      <button type="button" disabled>
        Next page
      </button>
    </>
  );
}

describe('focusLost', () => {
  afterEach(() => vi.restoreAllMocks());

  it('holds a focus on a shown control, and lets it go with the body', () => {
    render(<Steps amountShown />);
    screen.getByRole('button', { name: 'Review' }).focus();
    expect(focusLost()).toBe(false);
    (document.activeElement as HTMLElement).blur();
    expect(focusLost()).toBe(true);
  });

  it('counts a focus left in a step React keeps rendered but hidden as lost', () => {
    const { rerender } = render(<Steps amountShown />);
    const review = screen.getByRole('button', { name: 'Review' });
    review.focus();
    rerender(<Steps amountShown={false} />);
    expect(document.activeElement).toBe(review);
    expect(focusLost()).toBe(true);
  });

  it('counts a focus on a hidden or just disabled control, or on one that left the page, as lost', () => {
    const { unmount } = render(<Steps amountShown />);
    const closed = screen.getByRole('button', { name: 'Closed panel', hidden: true });
    closed.focus();
    expect(focusLost()).toBe(true);
    const next = screen.getByRole('button', { name: 'Next page' });
    vi.spyOn(document, 'activeElement', 'get').mockReturnValue(next);
    expect(focusLost()).toBe(true);
    vi.restoreAllMocks();
    const heading = screen.getByRole('heading', { name: 'Review the send' });
    heading.focus();
    expect(focusLost()).toBe(false);
    vi.spyOn(document, 'activeElement', 'get').mockReturnValue(heading);
    unmount();
    expect(focusLost()).toBe(true);
  });

  it('asks the markup, not the computed style, so it never makes the browser work the styles out', () => {
    render(<Steps amountShown />);
    screen.getByRole('button', { name: 'Review' }).focus();
    const computed = vi.spyOn(window, 'getComputedStyle');
    const visibility = vi.fn(() => true);
    Object.defineProperty(Element.prototype, 'checkVisibility', { value: visibility, configurable: true });
    try {
      expect(focusLost()).toBe(false);
      expect(visibility).not.toHaveBeenCalled();
      expect(computed).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'checkVisibility');
    }
  });
});
