/**
 * The demo backend's side of issue 19's support part: support requests with up to three checked
 * attachments, and a password change the Cognito mock follows (the next sign-in takes the new password;
 * other devices' sessions go on).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { identityApi, newIdempotencyKey, type ApiError } from '@/services/api';
import { DEMO_USER_POOL_ENDPOINT } from '@/services/auth/amplify-config';
import { config } from '@/services/config/env';
import { actAsDemoUser } from '../../act-as';
import { cognitoMock } from '../../cognito';
import { getDb } from '../../db';
import { DEMO_PASSWORD, demoUsers } from '../../fixtures/demo-users';

const key = () => ({ idempotencyKey: newIdempotencyKey() });
const png = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};

async function cognito(operation: string, body: Record<string, unknown>) {
  const response = await fetch(DEMO_USER_POOL_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const signIn = (password: string) =>
  cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: config.cognito.userPoolClientId,
    AuthParameters: { USERNAME: demoUsers.customer.email, PASSWORD: password },
  });

beforeEach(() => {
  cognitoMock.reset();
  actAsDemoUser();
});

describe('POST /contacts (demo)', () => {
  it('takes a category, a related transaction and up to three attachments, and answers a ticket number', async () => {
    const contact = await identityApi.sendContact(
      {
        category: 'deposits',
        subject: 'Deposit missing',
        message: 'My ETH deposit has not arrived.',
        transactionId: 'tx-123',
        attachments: [png('a.png'), png('b.png'), png('c.png')],
      },
      key(),
    );
    expect(contact).toMatchObject({
      category: 'deposits',
      transactionId: 'tx-123',
      attachmentNames: ['a.png', 'b.png', 'c.png'],
      attachmentName: 'a.png',
      status: 'open',
    });
    expect(contact.ticketNumber).toMatch(/^SUP-\d+$/);
    expect(getDb().contacts).toHaveLength(1);
  });

  it('files a request without category as other', async () => {
    const contact = await identityApi.sendContact({ subject: 'Hi', message: 'A question' }, key());
    expect(contact).toMatchObject({ category: 'other', transactionId: null, attachmentNames: [] });
  });

  it('refuses a fourth attachment and a type outside JPEG, PNG and PDF', async () => {
    const files = [png('a.png'), png('b.png'), png('c.png'), png('d.png')];
    await expect(identityApi.sendContact({ subject: 'S', message: 'M', attachments: files }, key())).rejects.toMatchObject({
      status: 422,
    } satisfies Partial<ApiError>);
    const text = new File(['hello'], 'note.txt', { type: 'text/plain' });
    await expect(identityApi.sendContact({ subject: 'S', message: 'M', attachments: [text] }, key())).rejects.toMatchObject({
      status: 422,
    } satisfies Partial<ApiError>);
    expect(getDb().contacts).toHaveLength(0);
  });
});

describe('POST /users/reset-password (demo) and the Cognito mock', () => {
  const NEW_PASSWORD = 'Fresh#Start2027';

  it('refuses a wrong current password with a field error and changes nothing', async () => {
    await expect(identityApi.changePassword({ oldPassword: 'wrong', newPassword: NEW_PASSWORD })).rejects.toMatchObject({
      status: 422,
      errors: [expect.objectContaining({ field: 'oldPassword', code: 'INVALID_PASSWORD' })],
    });
    expect((await signIn(DEMO_PASSWORD)).status).toBe(200);
  });

  it('signs in with the new password afterwards, not the old one; an existing session still refreshes', async () => {
    const before = await signIn(DEMO_PASSWORD);
    const refreshToken = (before.body.AuthenticationResult as { RefreshToken: string }).RefreshToken;
    await identityApi.changePassword({ oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect((await signIn(DEMO_PASSWORD)).body).toMatchObject({ __type: 'NotAuthorizedException' });
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
    const refreshed = await cognito('GetTokensFromRefreshToken', {
      ClientId: config.cognito.userPoolClientId,
      RefreshToken: refreshToken,
    });
    expect(refreshed.status).toBe(200);
  });
});
