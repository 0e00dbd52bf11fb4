import { describe, expect, it, vi } from 'vitest';
import { followPathWith } from './follow-path';

function routerAt(path: string) {
  const url = new URL(path, 'https://wallet.test');
  const navigate = vi.fn(() => Promise.resolve());
  return { navigate, state: { location: { pathname: url.pathname, search: url.search, hash: url.hash } } };
}

describe('followPathWith', () => {
  it('adds a history entry for another path', () => {
    const router = routerAt('/wallet');
    followPathWith(router)('/wallet/BTC');
    expect(router.navigate).toHaveBeenCalledWith('/wallet/BTC', { replace: false, state: undefined });
  });

  it('adds one for the same path with another query', () => {
    const router = routerAt('/wallet?page=2');
    followPathWith(router)('/wallet');
    expect(router.navigate).toHaveBeenCalledWith('/wallet', { replace: false, state: undefined });
  });

  it('replaces it for where the customer already is, as React Router’s Link does', () => {
    const router = routerAt('/wallet?page=2');
    followPathWith(router)('/wallet?page=2');
    expect(router.navigate).toHaveBeenCalledWith('/wallet?page=2', { replace: true, state: undefined });
  });

  it('replaces it when the link says so, and carries the link’s state', () => {
    const router = routerAt('/slanding');
    followPathWith(router)('/sign-in', { replace: true, state: { email: 'ayse@example.com' } });
    expect(router.navigate).toHaveBeenCalledWith('/sign-in', { replace: true, state: { email: 'ayse@example.com' } });
  });
});
