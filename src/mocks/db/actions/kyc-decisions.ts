import type { DemoKycOutcome } from '../../kyc-provider/constants';
import { iso } from '../format';
import { nextId } from '../seed';
import type { DemoDatabase } from '../types';
import { demoTimings } from './timings';

/** The provider's customer-facing reasons (server text, as a real provider sends them: English). */
export const DEMO_KYC_REASONS = {
  rejected: 'The identity document could not be verified.',
  resubmission_requested: 'The photo of your document was blurred. Please take a new one in good light.',
} as const;

/**
 * The provider's verdict on a session, as its webhook would report it to the backend. `submitted` leaves the
 * case with a reviewer, who approves it after `kycReviewMs` (the 'approve-kyc' job). False for an unknown session.
 */
export function applyKycDecision(db: DemoDatabase, sessionId: string, outcome: DemoKycOutcome): boolean {
  const session = db.kycSessions.find((item) => item.sessionId === sessionId);
  const user = session && db.users.find((item) => item.id === session.userId);
  if (!user) return false;
  if (outcome === 'submitted') {
    user.kycStatus = 'pending';
    user.kycReason = null;
    db.jobs.push({ id: nextId(db, 'job'), at: Date.now() + demoTimings.kycReviewMs, kind: 'approve-kyc', ref: user.id });
  } else {
    user.kycStatus = outcome;
    user.kycReason = outcome === 'approved' ? null : DEMO_KYC_REASONS[outcome];
  }
  user.updatedAt = iso(Date.now());
  return true;
}
