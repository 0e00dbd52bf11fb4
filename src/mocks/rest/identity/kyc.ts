import type { HttpHandler } from 'msw';
import { config } from '@/services/config/env';
import { demoTimings } from '../../db/actions';
import { iso } from '../../db/format';
import { nextId } from '../../db/seed';
import { updateDb } from '../../db/store';
import { secured } from '../http';
import { readJson } from '../read';
import { http } from './service';

export const kycHandlers: HttpHandler[] = [
  http.post(
    '/users/kyc',
    secured(async ({ request, response }, caller) => {
      if (caller.kycStatus === 'approved') {
        return response(409).json({
          message: 'KYC is already approved.',
          code: 'KYC_APPROVED',
          errorMessage: 'Your identity is already verified.',
        });
      }
      const body = await readJson(request);
      const returnUrl =
        typeof body.returnUrl === 'string' && URL.canParse(body.returnUrl)
          ? body.returnUrl
          : `${config.walletHost}/profile-settings`;
      const session = updateDb((db) => {
        const stored = db.users.find((item) => item.id === caller.id) ?? caller;
        const existing = db.kycSessions.find((item) => item.userId === stored.id);
        if (stored.kycStatus === 'pending' && existing)
          return { sessionId: existing.sessionId, status: stored.kycStatus, redirectUrl: null, expiresAt: null };
        // The demo has no verification provider: the "provider" is a round trip straight back to the app,
        // and a reviewer approves a few seconds later.
        const sessionId = nextId(db, 'kyc');
        db.kycSessions.push({ sessionId, userId: stored.id, createdAt: iso(Date.now()) });
        stored.kycStatus = 'pending';
        stored.updatedAt = iso(Date.now());
        db.jobs.push({ id: nextId(db, 'job'), at: Date.now() + demoTimings.kycReviewMs, kind: 'approve-kyc', ref: stored.id });
        const redirect = new URL(returnUrl);
        redirect.searchParams.set('kyc', 'submitted');
        redirect.searchParams.set('session', sessionId);
        return {
          sessionId,
          status: stored.kycStatus,
          redirectUrl: redirect.toString(),
          expiresAt: iso(Date.now() + 30 * 60_000),
        };
      });
      return response(200).json(session);
    }),
  ),
];
