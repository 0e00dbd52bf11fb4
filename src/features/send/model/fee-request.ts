import type { WithdrawalDraft, WithdrawalFeeRequest } from '@/services/api';

/** The fee request of a withdrawal draft: one shape, so the quote asked for ahead and the review's share a cache key. */
export function feeRequestOf({ assetId, networkId, amount, address }: WithdrawalDraft): WithdrawalFeeRequest {
  return { assetId, networkId, amount, address };
}
