import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import type { AuthSession } from '@/services/auth';
import { createRootActor, type RootActorRef } from '../root/root.machine';
import type { SessionEvent } from '../session/session.machine';
import { fakeSession } from '../test-support';
import { useNotificationsWhileMounted } from './notifications-hooks';
import { RootActorProvider } from './RootActorProvider';

const started: RootActorRef[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

function setup() {
  const root = createRootActor({
    navigate: vi.fn(),
    notify: vi.fn(),
    session: {
      actors: {
        loadSession: fromPromise<AuthSession | null>(async () => fakeSession()),
        authEvents: fromCallback<SessionEvent>(() => undefined),
      },
    },
  });
  root.start();
  started.push(root);
  const send = vi.spyOn(root, 'send');
  const wrapper = ({ children }: { children: ReactNode }) => <RootActorProvider actor={root}>{children}</RootActorProvider>;
  const sent = () => send.mock.calls.map(([event]) => event.type);
  return { wrapper, sent };
}

describe('useNotificationsWhileMounted', () => {
  it('opens the notifications in a task after the mount, not in the mount’s own effects, and closes them on unmount', async () => {
    const { wrapper, sent } = setup();
    const { unmount } = renderHook(() => useNotificationsWhileMounted(), { wrapper });
    expect(sent()).toEqual([]);
    await waitFor(() => expect(sent()).toEqual(['NOTIFICATIONS.OPEN']));
    unmount();
    expect(sent()).toEqual(['NOTIFICATIONS.OPEN', 'NOTIFICATIONS.CLOSE']);
  });

  it('sends nothing when unmounted before that task', async () => {
    const { wrapper, sent } = setup();
    const { unmount } = renderHook(() => useNotificationsWhileMounted(), { wrapper });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent()).toEqual([]);
  });
});
