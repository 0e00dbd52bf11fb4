import type { KycStatus } from '@/services/api';

export interface KycStatusView {
  tone: 'neutral' | 'info' | 'success' | 'danger' | 'warning';
  /** Message ids of the status label and of what it means for the customer. */
  labelId: string;
  descriptionId: string;
  /** The start button's label, when the customer can (re)start the provider's journey. */
  startLabelId?: string;
  /** The provider's reason is shown (rejection, resubmission). */
  showsReason: boolean;
  /** A rejection is final here: support reopens it. */
  offersSupport: boolean;
}

/** What each KYC status of the user record shows (ADR 0023). */
export const kycStatusViews: Record<KycStatus, KycStatusView> = {
  not_started: {
    tone: 'neutral',
    labelId: 'account.kyc.status.notStarted',
    descriptionId: 'account.kyc.description.notStarted',
    startLabelId: 'account.kyc.start',
    showsReason: false,
    offersSupport: false,
  },
  pending: {
    tone: 'info',
    labelId: 'account.kyc.status.pending',
    descriptionId: 'account.kyc.description.pending',
    showsReason: false,
    offersSupport: false,
  },
  approved: {
    tone: 'success',
    labelId: 'account.kyc.status.approved',
    descriptionId: 'account.kyc.description.approved',
    showsReason: false,
    offersSupport: false,
  },
  rejected: {
    tone: 'danger',
    labelId: 'account.kyc.status.rejected',
    descriptionId: 'account.kyc.description.rejected',
    showsReason: true,
    offersSupport: true,
  },
  resubmission_requested: {
    tone: 'warning',
    labelId: 'account.kyc.status.resubmission',
    descriptionId: 'account.kyc.description.resubmission',
    startLabelId: 'account.kyc.restart',
    showsReason: true,
    offersSupport: false,
  },
};
