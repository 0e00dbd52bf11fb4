import { useQuery } from '@tanstack/react-query';
import { isApiError, walletQueries, type Nft } from '@/services/api';

export type NftDetail =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  /** Not one of the customer's NFTs (404). */
  | { kind: 'missing' }
  | { kind: 'ready'; nft: Nft };

/**
 * One NFT: the list's copy at once when it is on screen, else GET /nft/{id}. A 404 is "missing", not an error;
 * failures show where the NFT would (no toast: the screen says what happened and offers Retry).
 */
export function useNftDetail(id: string | null, shown: readonly Nft[] = []): { detail: NftDetail; retry: () => void } {
  const onScreen = id === null ? undefined : shown.find((nft) => nft.id === id);
  const query = useQuery({
    ...walletQueries.nft(id ?? ''),
    enabled: id !== null,
    initialData: onScreen,
  });
  const retry = () => void query.refetch();
  const detail: NftDetail = query.data
    ? { kind: 'ready', nft: query.data }
    : query.isError
      ? isApiError(query.error) && query.error.status === 404
        ? { kind: 'missing' }
        : { kind: 'error', error: query.error }
      : { kind: 'loading' };
  return { detail, retry };
}
