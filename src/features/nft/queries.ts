import { walletQueries, type NftFilters } from '@/services/api';

/** Cards per page of the NFT grid: fills 1, 2, 3 or 4 columns evenly. */
export const NFTS_PER_PAGE = 12;

/** Newest first, so a freshly minted NFT leads the first page. */
const SORT = { sort_by: 'createdAt', sort_order: 'desc' } as const satisfies NftFilters;

/** One page of the customer's NFTs. */
export function nftPageQuery(userId: string | undefined, page: number) {
  return walletQueries.nfts({ ...(userId ? { userId } : {}), ...SORT, page, per_page: NFTS_PER_PAGE });
}

/** Past recipients come from where send takes them: the completed withdrawals (the API lists no NFT transfers). */
export function pastWithdrawalsQuery(userId: string | undefined) {
  return walletQueries.transactions({
    ...(userId ? { userId } : {}),
    type: 'withdrawal',
    status: 'completed',
    per_page: 200,
    sort_by: 'createdAt',
    sort_order: 'desc',
  });
}
