import { fromCallback, fromPromise } from 'xstate';
import { amplifyImplementations, type RootDependencies, type SessionEvent } from '@/machines';
import type { AuthSession } from '@/services/auth';
import { demoAccessToken, type DemoUserKey } from './act-as';
import { demoUsers } from './fixtures/demo-users';

/** A demo user's session as the session machine reads it (tokens shaped like the Cognito mock's). */
export function demoSession(key: DemoUserKey): AuthSession {
  const user = demoUsers[key];
  // Storybook's clock is fixed and still advances: an hour outlives any story or test.
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return {
    accessToken: demoAccessToken(key),
    idToken: `id-${user.userId}`,
    accessClaims: { sub: user.sub, exp, 'cognito:groups': [...user.groups] },
    idClaims: {
      sub: user.sub,
      email: user.email,
      given_name: user.name,
      family_name: user.lastname,
      'custom:user_id': user.userId,
    },
    accessTokenExp: exp,
    clockDriftMs: 0,
    username: user.email,
  };
}

type SessionImplementations = NonNullable<RootDependencies['session']>;

/** The session machine signed in as a demo user at once, without Amplify (stories and tests). */
export function demoSessionActors(key: DemoUserKey): SessionImplementations {
  return {
    actors: {
      ...amplifyImplementations.session.actors,
      loadSession: fromPromise<AuthSession | null>(async () => demoSession(key)),
      authEvents: fromCallback<SessionEvent>(() => undefined),
    },
  };
}

/** A session still being read (e.g. back from the hosted sign-in): the machine stays `initialising`. */
export const pendingSessionActors: SessionImplementations = {
  actors: {
    ...amplifyImplementations.session.actors,
    loadSession: fromPromise<AuthSession | null>(() => new Promise(() => undefined)),
  },
};
