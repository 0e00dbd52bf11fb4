import { walletQueries, type WithdrawalDraft } from '@/services/api';

/**
 * The two reads a withdrawal's quote is made of: the draft's fee and the asset's daily limit. One shape for the
 * quote asked for ahead, the one in the cache and the review's, so all three share the cache's keys.
 */
export function quoteQueries({ assetId, networkId, amount, address }: WithdrawalDraft) {
  return {
    fee: walletQueries.withdrawalFee({ assetId, networkId, amount, address }),
    dailyLimit: walletQueries.dailyLimit(assetId),
  };
}
