import type { HttpHandler } from 'msw';
import { config } from '@/services/config/env';
import { pathTo } from '@/shared/routes';
import { iso } from '../../db/format';
import { nextId } from '../../db/seed';
import { updateDb } from '../../db/store';
import { serverText } from '../../db/texts';
import { demoKycProviderUrl } from '../../kyc-provider/constants';
import { secured } from '../http';
import { replyLanguage } from '../language';
import { readJson } from '../read';
import { http } from './service';

export const kycHandlers: HttpHandler[] = [
  http.post(
    '/users/kyc',
    secured(async ({ request, response }, caller) => {
      const language = replyLanguage(request, caller.id);
      if (caller.kycStatus === 'approved') {
        return response(409).json({
          message: 'KYC is already approved.',
          code: 'KYC_APPROVED',
          errorMessage: serverText(language, 'demo.backend.error.kyc.approved'),
        });
      }
      if (caller.kycStatus === 'rejected') {
        return response(409).json({
          message: 'KYC was rejected; only support can reopen it.',
          code: 'KYC_REJECTED',
          errorMessage: serverText(language, 'demo.backend.error.kyc.rejected'),
        });
      }
      const body = await readJson(request);
      const returnUrl =
        typeof body.returnUrl === 'string' && URL.canParse(body.returnUrl)
          ? body.returnUrl
          : `${config.walletHost}${pathTo('profile-settings')}`;
      const locale = body.locale === 'en' || body.locale === 'tr' ? body.locale : undefined;
      const session = updateDb((db) => {
        const stored = db.users.find((item) => item.id === caller.id) ?? caller;
        const existing = db.kycSessions.find((item) => item.userId === stored.id);
        if (stored.kycStatus === 'pending' && existing)
          return { sessionId: existing.sessionId, status: stored.kycStatus, redirectUrl: null, expiresAt: null };
        // The demo's provider is a page of the demo build (src/mocks/kyc-provider): the customer picks the
        // verdict there, which reaches this backend as the provider's webhook would (ADR 0023).
        const sessionId = nextId(db, 'kyc');
        db.kycSessions.push({ sessionId, userId: stored.id, createdAt: iso(Date.now()) });
        return {
          sessionId,
          status: stored.kycStatus,
          redirectUrl: demoKycProviderUrl(config.walletHost, sessionId, returnUrl, locale),
          expiresAt: iso(Date.now() + 30 * 60_000),
        };
      });
      return response(200).json(session);
    }),
  ),
];
