import type { components } from '@/services/generated/gamehub';

type Notification = components['schemas']['Notification'];

/** What happens inside the demo backend that other parts of it react to (e.g. the socket mock pushes it). */
export interface DemoBackendEvents {
  /** A notification was stored for a user (a finished deposit or withdrawal, or the demo control). */
  'notification-created': { userId: string; notification: Notification };
  /** A customer changed their password through the identity service (the sign-in mock can follow it). */
  'password-changed': { userId: string; sub: string; password: string };
  /**
   * Someone signed up and confirmed their email with the Cognito mock (what a post-confirmation trigger does
   * in a real pool): the identity service creates their user record, still a new user (nw = 1). The
   * password travels only because the demo's identity service checks it on a password change.
   */
  'user-signed-up': {
    userId: string;
    sub: string;
    email: string;
    name: string;
    lastname: string;
    /** E.164, or null when none was given. */
    phoneNumber: string | null;
    password: string;
  };
  /** A new customer finished registration: the new-user flag (nw) is now 0. */
  'registration-completed': { userId: string; sub: string };
  /** The demo database went back to its seed. */
  'database-reset': Record<string, never>;
}

type Listener<K extends keyof DemoBackendEvents> = (payload: DemoBackendEvents[K]) => void;

const listeners = new Map<keyof DemoBackendEvents, Set<Listener<never>>>();

/** A tiny typed pub/sub that keeps the REST mocks and the real-time mock decoupled. */
export const demoEvents = {
  on<K extends keyof DemoBackendEvents>(type: K, listener: Listener<K>): () => void {
    const set = listeners.get(type) ?? new Set();
    listeners.set(type, set);
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  },
  emit<K extends keyof DemoBackendEvents>(type: K, payload: DemoBackendEvents[K]): void {
    for (const listener of listeners.get(type) ?? []) (listener as Listener<K>)(payload);
  },
};
