import { beforeEach, describe, expect, it } from 'vitest';
import { readDraft, removeAllDrafts, removeDraft, removeDraftsExcept, removeDraftsOf, saveDraft } from './drafts';

beforeEach(() => sessionStorage.clear());

describe('drafts', () => {
  it('are kept per user and form in session storage', () => {
    saveDraft('u-1', 'send', { amount: '0.10000001', address: 'bc1q', memo: null });
    saveDraft('u-2', 'send', { amount: '3' });
    expect(readDraft('u-1', 'send')).toEqual({ amount: '0.10000001', address: 'bc1q', memo: null });
    expect(readDraft('u-2', 'send')).toEqual({ amount: '3' });
    expect(readDraft('u-1', 'support')).toBeNull();
    expect(sessionStorage.getItem('draft:u-1:send')).not.toBeNull();
    expect(localStorage.getItem('draft:u-1:send')).toBeNull();
  });

  it('ignore what is not a draft', () => {
    sessionStorage.setItem('draft:u-1:send', '{broken');
    expect(readDraft('u-1', 'send')).toBeNull();
    sessionStorage.setItem('draft:u-1:send', '["a"]');
    expect(readDraft('u-1', 'send')).toBeNull();
  });

  it('are removed one by one (completion), per user (sign-out by choice) and for everyone else (sign-in)', () => {
    saveDraft('u-1', 'send', { amount: '1' });
    saveDraft('u-1', 'profile', { nickname: 'deniz' });
    saveDraft('u-10', 'send', { amount: '10' });
    saveDraft('u-2', 'nft', { name: 'Cat' });
    sessionStorage.setItem('app_locale', 'tr');

    removeDraft('u-1', 'send');
    expect(readDraft('u-1', 'send')).toBeNull();
    expect(readDraft('u-1', 'profile')).toEqual({ nickname: 'deniz' });

    removeDraftsOf('u-1');
    expect(readDraft('u-1', 'profile')).toBeNull();
    expect(readDraft('u-10', 'send')).toEqual({ amount: '10' });

    removeDraftsExcept('u-2');
    expect(readDraft('u-10', 'send')).toBeNull();
    expect(readDraft('u-2', 'nft')).toEqual({ name: 'Cat' });
    expect(sessionStorage.getItem('app_locale')).toBe('tr');

    removeAllDrafts();
    expect(readDraft('u-2', 'nft')).toBeNull();
    expect(sessionStorage.getItem('app_locale')).toBe('tr');
  });
});
