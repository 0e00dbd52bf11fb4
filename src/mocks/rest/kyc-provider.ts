import { http, HttpResponse, type HttpHandler } from 'msw';
import { applyKycDecision } from '../db/actions/kyc-decisions';
import { updateDb } from '../db/store';
import { DEMO_KYC_PROVIDER_API, isDemoKycOutcome } from '../kyc-provider/constants';
import { readJson } from './read';

/**
 * The demo provider's own API: its page posts the customer's choice here, and this stands for the provider's
 * webhook that tells our backend the verdict (ADR 0023). Not part of our contracts.
 */
export const kycProviderHandlers: HttpHandler[] = [
  http.post(`${DEMO_KYC_PROVIDER_API}/sessions/:sessionId/decision`, async ({ params, request }) => {
    const { outcome } = await readJson(request);
    if (!isDemoKycOutcome(outcome)) return HttpResponse.json({ message: 'Unknown outcome' }, { status: 422 });
    const sessionId = String(params.sessionId);
    const applied = updateDb((db) => applyKycDecision(db, sessionId, outcome));
    return applied ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ message: 'Unknown session' }, { status: 404 });
  }),
];
