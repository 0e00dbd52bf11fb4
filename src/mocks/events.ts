import type { components } from '@/services/generated/gamehub';

type Notification = components['schemas']['Notification'];

/** What happens inside the demo backend that other parts of it react to (e.g. the socket mock pushes it). */
export interface DemoBackendEvents {
  /** A notification was stored for a user (a finished deposit or withdrawal, or the demo control). */
  'notification-created': { userId: string; notification: Notification };
}

type Listener<K extends keyof DemoBackendEvents> = (payload: DemoBackendEvents[K]) => void;

const listeners: { [K in keyof DemoBackendEvents]?: Set<Listener<K>> } = {};

/** A tiny typed pub/sub that keeps the REST mocks and the real-time mock decoupled. */
export const demoEvents = {
  on<K extends keyof DemoBackendEvents>(type: K, listener: Listener<K>): () => void {
    const set = (listeners[type] ??= new Set()) as Set<Listener<K>>;
    set.add(listener);
    return () => set.delete(listener);
  },
  emit<K extends keyof DemoBackendEvents>(type: K, payload: DemoBackendEvents[K]): void {
    for (const listener of (listeners[type] ?? []) as Set<Listener<K>>) listener(payload);
  },
};
