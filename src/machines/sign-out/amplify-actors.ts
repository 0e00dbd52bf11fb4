import { fromPromise } from 'xstate';
import { revokeRefreshToken, signOutGlobally, type SignOutOutcome } from '@/services/auth';

/** The sign-out machine's actors on Amplify (the app's; tests provide fakes instead). */
export const amplifySignOutActors = {
  signOutGlobally: fromPromise<SignOutOutcome>(() => signOutGlobally()),
  revokeRefreshToken: fromPromise<undefined, { refreshToken: string }>(async ({ input }) => {
    await revokeRefreshToken(input.refreshToken);
    return undefined;
  }),
};
