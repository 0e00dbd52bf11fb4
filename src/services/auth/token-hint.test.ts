import { afterEach, describe, expect, it } from 'vitest';
import { mayHaveStoredSession } from './token-hint';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('mayHaveStoredSession', () => {
  it("sees Amplify's access token in either storage area, for any client", () => {
    expect(mayHaveStoredSession()).toBe(false);
    sessionStorage.setItem('CognitoIdentityServiceProvider.client.user.accessToken', 'token');
    expect(mayHaveStoredSession()).toBe(true);
    sessionStorage.clear();
    localStorage.setItem('CognitoIdentityServiceProvider.other.user.accessToken', 'token');
    expect(mayHaveStoredSession()).toBe(true);
  });

  it("ignores Amplify's other entries (a hosted sign-in under way, the last user)", () => {
    localStorage.setItem('CognitoIdentityServiceProvider.client.inflightOAuth', 'true');
    localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'user');
    expect(mayHaveStoredSession()).toBe(false);
  });
});
