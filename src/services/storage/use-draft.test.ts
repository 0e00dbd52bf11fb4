import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readDraft, saveDraft, type DraftValues } from './drafts';
import { useUserDraft } from './use-draft';

beforeEach(() => sessionStorage.clear());

const render = (userId: string | null, values: DraftValues) =>
  renderHook(({ user, form }) => useUserDraft(user, 'send', form), { initialProps: { user: userId, form: values } });

describe('useUserDraft', () => {
  it('saves what is typed, not the blank form', () => {
    const { rerender } = render('u-1', { amount: '' });
    expect(readDraft('u-1', 'send')).toBeNull();
    rerender({ user: 'u-1', form: { amount: '0.5' } });
    expect(readDraft('u-1', 'send')).toEqual({ amount: '0.5' });
    rerender({ user: 'u-1', form: { amount: '' } });
    expect(readDraft('u-1', 'send')).toBeNull();
  });

  it('offers the earlier draft back, and keeps it until the user chooses', () => {
    saveDraft('u-1', 'send', { amount: '0.5' });
    const { result, rerender } = render('u-1', { amount: '' });
    expect(result.current.offered).toEqual({ amount: '0.5' });
    rerender({ user: 'u-1', form: { amount: '9' } });
    expect(readDraft('u-1', 'send')).toEqual({ amount: '0.5' });
    let restored: DraftValues | null = null;
    act(() => {
      restored = result.current.restore();
    });
    expect(restored).toEqual({ amount: '0.5' });
    expect(result.current.offered).toBeNull();
    rerender({ user: 'u-1', form: { amount: '0.75' } });
    expect(readDraft('u-1', 'send')).toEqual({ amount: '0.75' });
  });

  it('offers the draft of a user who becomes known after the form appeared, without overwriting it', () => {
    saveDraft('u-1', 'send', { amount: '0.5' });
    const { result, rerender } = render(null, { amount: '' });
    expect(result.current.offered).toBeNull();
    rerender({ user: 'u-1', form: { amount: '' } });
    expect(result.current.offered).toEqual({ amount: '0.5' });
    expect(readDraft('u-1', 'send')).toEqual({ amount: '0.5' });
  });

  it('discards the offer on request', () => {
    saveDraft('u-1', 'send', { amount: '0.5' });
    const { result } = render('u-1', { amount: '' });
    act(() => result.current.discard());
    expect(result.current.offered).toBeNull();
    expect(readDraft('u-1', 'send')).toBeNull();
  });

  it('removes the draft on completion and saves nothing after it', () => {
    const { result, rerender } = render('u-1', { amount: '' });
    rerender({ user: 'u-1', form: { amount: '0.5' } });
    act(() => result.current.complete());
    expect(readDraft('u-1', 'send')).toBeNull();
    rerender({ user: 'u-1', form: { amount: '0.6' } });
    expect(readDraft('u-1', 'send')).toBeNull();
  });

  it("offers nothing and keeps nothing without a user, and never another user's draft", () => {
    saveDraft('u-2', 'send', { amount: '7' });
    const { result, rerender } = render(null, { amount: '' });
    expect(result.current.offered).toBeNull();
    rerender({ user: null, form: { amount: '1' } });
    expect(sessionStorage.length).toBe(1);
  });
});
