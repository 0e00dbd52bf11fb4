import { http, HttpResponse, type HttpHandler } from 'msw';
import { getDb } from './db/store';
import type { DemoUserKey } from './act-as';
import { demoUsers } from './fixtures/demo-users';
import { publicUser } from './rest/identity/public-user';
import type { User } from '@/services/api';
import { config } from '@/services/config/env';
import { SERVICE_BASE_PATHS } from '@/services/http/services';

const IDENTITY = `${config.apiBaseUrl}${SERVICE_BASE_PATHS.identity}`;

/** Stories and tests: POST /users/mew answers the demo user's record with `patch` applied (e.g. a KYC status). */
export function ownRecordAs(patch: Partial<User>, user: DemoUserKey = 'customer'): HttpHandler {
  return http.post(`${IDENTITY}/users/mew`, () => {
    const stored = getDb().users.find((item) => item.id === demoUsers[user].userId);
    if (!stored) return HttpResponse.json({ message: 'User not found' }, { status: 404 });
    return HttpResponse.json({ ...publicUser(stored), ...patch });
  });
}

/** POST /users/kyc answering a session whose provider address is `redirectUrl`. */
export function kycStartAnswering(redirectUrl: string | null): HttpHandler {
  return http.post(`${IDENTITY}/users/kyc`, () =>
    HttpResponse.json({ sessionId: 'kyc-story', status: 'not_started', redirectUrl, expiresAt: null }),
  );
}
