import type { Page } from '@playwright/test';

/** The demo backend's sign-in (src/services/config/demo.ts, src/mocks/fixtures/demo-users.ts). */
export const DEMO_EMAIL = 'demo@wallet.test';
export const DEMO_PASSWORD = 'Wallet#Demo2026';
const USER_POOL_ENDPOINT = 'https://cognito-idp.wallet.demo/';
const CLIENT_ID = 'walletdemoclient0000000000';

/**
 * Signs the demo customer in the way Amplify does (USER_PASSWORD_AUTH against the demo Cognito endpoint,
 * answered by the in-browser mock) and stores the tokens where Amplify keeps them without "remember me"
 * (sessionStorage), then opens `path`. The route table has no sign-in form yet (the auth feature's screens
 * are not wired on main); once it has, journeys should sign in through the form instead.
 */
export async function signIn(page: Page, path = '/wallet'): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(
    async ({ endpoint, clientId, email, password }) => {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId,
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      });
      if (!response.ok) throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
      const { AuthenticationResult: tokens } = (await response.json()) as {
        AuthenticationResult: { AccessToken: string; IdToken: string; RefreshToken: string };
      };
      const prefix = `CognitoIdentityServiceProvider.${clientId}`;
      sessionStorage.setItem(`${prefix}.LastAuthUser`, email);
      sessionStorage.setItem(`${prefix}.${email}.accessToken`, tokens.AccessToken);
      sessionStorage.setItem(`${prefix}.${email}.idToken`, tokens.IdToken);
      sessionStorage.setItem(`${prefix}.${email}.refreshToken`, tokens.RefreshToken);
      sessionStorage.setItem(`${prefix}.${email}.clockDrift`, '0');
    },
    { endpoint: USER_POOL_ENDPOINT, clientId: CLIENT_ID, email: DEMO_EMAIL, password: DEMO_PASSWORD },
  );
  await page.goto(path);
}
