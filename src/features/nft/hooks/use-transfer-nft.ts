import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/design-system';
import { useSession } from '@/machines';
import { pastRecipients } from '@/services/addresses';
import { isApiError, newIdempotencyKey, walletMutations, walletQueries, type FailureMeta } from '@/services/api';
import { pathTo } from '@/shared/routes';
import { pastWithdrawalsQuery } from '../queries';
import { useNftDetail } from './use-nft-detail';

const TRANSFER_FAILURE = { errorMessageId: 'errors.api.default', toastId: 'nft-transfer' } satisfies FailureMeta;
const UNKNOWN_NFT_TOAST = 'nft-unknown';

/**
 * What the transfer screen reads and does: the NFT (an unknown id goes back to /nft with an error toast), the
 * network's name, the past recipients for the first-time and look-alike checks, and POST /nft/ERC1155/transfer
 * with one Idempotency-Key per attempt: fixed when the review opens, the same on every Confirm of that review.
 */
export function useTransferNft(id: string) {
  const navigate = useNavigate();
  const { user } = useSession();
  const userId = user?.userId || undefined;
  const { detail, retry } = useNftDetail(id);
  const networks = useQuery(walletQueries.networks());
  const history = useQuery(pastWithdrawalsQuery(userId));
  const mutation = useMutation({ ...walletMutations.transferNft(), meta: TRANSFER_FAILURE });
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);

  const missing = detail.kind === 'missing';
  useEffect(() => {
    if (!missing) return;
    toast.error({ id: 'errors.wallet.nftNotFound' }, { id: UNKNOWN_NFT_TOAST });
    void navigate(pathTo('nft'), { replace: true });
  }, [missing, navigate]);

  const nft = detail.kind === 'ready' ? detail.nft : undefined;
  const network = networks.data?.data.find((item) => item.id === nft?.networkId);
  // Known once the list has answered: the form's labels name the network, and would change under the customer
  // from its id ("polygon") to its name ("Polygon PoS"). A list that failed leaves the id.
  const networkSettled = networks.status !== 'pending';

  return {
    detail,
    retry,
    network:
      nft && networkSettled
        ? { id: nft.networkId, name: network?.name ?? nft.networkId, nativeAsset: network?.nativeAsset ?? 'ETH' }
        : undefined,
    recipients: pastRecipients(history.data?.data ?? []),
    /** A new attempt: the review just opened (after an edit, a new key; a Confirm again reuses it). */
    beginAttempt: () => {
      attemptKey.current = newIdempotencyKey();
      mutation.reset();
    },
    confirm: (toAddress: string, amount: number) => {
      // A ref, not isPending: a double click lands before the re-render that marks the button busy.
      if (!nft || inFlight.current) return Promise.resolve(undefined);
      inFlight.current = true;
      attemptKey.current ??= newIdempotencyKey();
      return mutation
        .mutateAsync({ nftId: nft.id, toAddress, amount, idempotencyKey: attemptKey.current })
        .finally(() => (inFlight.current = false));
    },
    sending: mutation.isPending,
    error: mutation.error,
    fieldError: (field: string) => (isApiError(mutation.error) ? mutation.error.fieldError(field)?.message : undefined),
  };
}
