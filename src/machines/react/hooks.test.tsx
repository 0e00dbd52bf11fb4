import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import type { AuthSession, SignOutOutcome } from '@/services/auth';
import { createRootActor, sessionOf, type RootActorRef } from '../root/root.machine';
import type { SessionEvent } from '../session/session.machine';
import { deferred, fakeSession } from '../test-support';
import { useAuthEvents, useSession, useSignOut } from './hooks';
import { RootActorProvider, useRootActor } from './RootActorProvider';

const started: RootActorRef[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

function setup(
  { load = async () => fakeSession(), outcome = async () => ({ hostedOAuth: false, refreshToken: null }) } = {} as {
    load?: () => Promise<AuthSession | null>;
    outcome?: () => Promise<SignOutOutcome>;
  },
) {
  const root = createRootActor({
    navigate: vi.fn(),
    notify: vi.fn(),
    session: {
      actors: {
        loadSession: fromPromise(() => load()),
        authEvents: fromCallback<SessionEvent>(() => undefined),
      },
    },
    signOut: {
      actors: {
        signOutGlobally: fromPromise(() => outcome()),
        revokeRefreshToken: fromPromise<undefined, { refreshToken: string }>(async () => undefined),
      },
      actions: { removeTokens: () => undefined },
    },
  });
  root.start();
  started.push(root);
  const wrapper = ({ children }: { children: ReactNode }) => <RootActorProvider actor={root}>{children}</RootActorProvider>;
  return { root, wrapper };
}

describe('useSession', () => {
  it('follows the status and the user profile', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toEqual({ status: 'initialising', user: null, refreshing: false });
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    expect(result.current.user).toMatchObject({ fullName: 'Deniz Yılmaz', userId: 'u-1001' });
  });

  it('is signedOut without a session', async () => {
    const { wrapper } = setup({ load: async () => null });
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(result.current.user).toBeNull();
  });

  it('needs the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useRootActor())).toThrow('<RootActorProvider>');
  });
});

describe('useSignOut', () => {
  it('signs out, pending meanwhile, and the session follows', async () => {
    const pending = deferred<SignOutOutcome>();
    const { wrapper } = setup({ outcome: () => pending.promise });
    const { result } = renderHook(() => ({ session: useSession(), signOut: useSignOut() }), { wrapper });
    await waitFor(() => expect(result.current.session.status).toBe('signedIn'));
    expect(result.current.signOut.pending).toBe(false);
    act(() => result.current.signOut.signOut());
    expect(result.current.signOut.pending).toBe(true);
    await act(async () => pending.resolve({ hostedOAuth: false, refreshToken: null }));
    await waitFor(() => expect(result.current.session.status).toBe('signedOut'));
    expect(result.current.signOut.pending).toBe(false);
  });
});

describe('useAuthEvents', () => {
  it('hears signedIn / signedOut / signInWithRedirect until unmounted', async () => {
    const { root, wrapper } = setup();
    const listener = vi.fn();
    const { unmount } = renderHook(() => useAuthEvents(listener), { wrapper });
    act(() => sessionOf(root).send({ type: 'AUTH.SIGNED_OUT' }));
    expect(listener).toHaveBeenCalledWith('signedOut');
    unmount();
    act(() => sessionOf(root).send({ type: 'AUTH.SIGNED_IN' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
