import type { AuthSession } from '@/services/auth';

/** Fake sessions for machine tests: claims as the Cognito mock issues them, tokens as opaque strings. */
export function fakeSession({
  token = 'access-1',
  expInSeconds = 300,
  nowMs = Date.now(),
  groups = [] as string[],
  sub = 'sub-1',
}: { token?: string; expInSeconds?: number; nowMs?: number; groups?: string[]; sub?: string } = {}): AuthSession {
  const exp = Math.floor(nowMs / 1000) + expInSeconds;
  return {
    accessToken: token,
    idToken: `id-${token}`,
    accessClaims: { sub, exp, 'cognito:groups': groups },
    idClaims: { sub, given_name: 'Deniz', family_name: 'Yılmaz', email: 'demo@wallet.test', 'custom:user_id': 'u-1001' },
    accessTokenExp: exp,
    clockDriftMs: 0,
    username: 'demo@wallet.test',
  };
}

export function named(name: string, message = name): Error {
  return Object.assign(new Error(message), { name });
}

export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
