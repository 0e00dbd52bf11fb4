import { createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sessionMachine } from './session/session.machine';
import { signOutMachine } from './sign-out/sign-out.machine';
import { notProvided } from './placeholders';

describe('placeholder actors', () => {
  it('reject with the name of the actor nobody provided', async () => {
    const actor = createActor(fromPromise(notProvided('loadSession'))).start();
    await expect(toPromise(actor)).rejects.toThrow('The loadSession actor is not provided.');
  });

  it('are what the session and sign-out machines start from (the app provides Amplify)', () => {
    const session = sessionMachine.implementations.actors;
    const signOut = signOutMachine.implementations.actors;
    expect(Object.keys(session).sort()).toEqual([
      'authEvents',
      'loadSession',
      'networkStatus',
      'otherTabs',
      'refreshCredentials',
      'refreshSession',
    ]);
    expect(Object.keys(signOut).sort()).toEqual(['revokeRefreshToken', 'signOutGlobally']);
  });
});
