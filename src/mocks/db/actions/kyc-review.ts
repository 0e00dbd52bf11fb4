import { iso } from '../format';
import { registerJobRunner } from '../store';

/** The demo's reviewer approves a pending KYC. */
registerJobRunner('approve-kyc', (db, job) => {
  const user = db.users.find((item) => item.id === job.ref);
  if (user && user.kycStatus === 'pending') {
    user.kycStatus = 'approved';
    user.updatedAt = iso(Date.now());
  }
});
