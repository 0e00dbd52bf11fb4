import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { newIdempotencyKey, walletMutations, type FailureMeta } from '@/services/api';
import { toMintFields, type NftFormValues } from '../model/nft-form';

const MINT_FAILURE = { errorMessageId: 'errors.api.default', toastId: 'nft-mint' } satisfies FailureMeta;

/** What makes two mint attempts the same request: the fields and the very same file. */
function fingerprintOf(values: NftFormValues, image: File): string {
  return JSON.stringify([toMintFields(values), image.name, image.size, image.type, image.lastModified]);
}

/**
 * POST /nft/ERC1155 with the idempotency rule (ADR 0012): one key per request content, kept when the same
 * content is sent again after a failure (the server then answers the first mint instead of minting twice),
 * a new one once anything changed. `progress` is the share of the upload sent (0–1) while it goes out.
 */
export function useMint() {
  const mutation = useMutation({ ...walletMutations.mintNft(), meta: MINT_FAILURE });
  const attempt = useRef<{ fingerprint: string; idempotencyKey: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const inFlight = useRef(false);

  const mint = (values: NftFormValues, image: File) => {
    // A ref, not isPending: a double click lands before the re-render that marks the button busy.
    if (inFlight.current) return Promise.resolve(undefined);
    inFlight.current = true;
    const fingerprint = fingerprintOf(values, image);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, idempotencyKey: newIdempotencyKey() };
    setProgress(0);
    return mutation
      .mutateAsync({
        ...toMintFields(values),
        image,
        idempotencyKey: attempt.current.idempotencyKey,
        onProgress: setProgress,
      })
      .finally(() => {
        inFlight.current = false;
        setProgress(null);
      });
  };

  return { mint, minting: mutation.isPending, error: mutation.error, progress };
}
