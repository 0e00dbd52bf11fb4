import { useEffect, useRef, useState } from 'react';
import { checkFile, type FileProblem } from '@/services/files';
import { NFT_IMAGE_RULES } from '../model/nft-form';

export type ImageState =
  | { kind: 'none' }
  | { kind: 'checking'; file: File }
  | { kind: 'refused'; file: File; problem: FileProblem }
  /** `previewUrl`: a blob: URL of the file, for the preview card (revoked when replaced or unmounted). */
  | { kind: 'ready'; file: File; previewUrl: string };

/** The picked image, judged by its size and first bytes (never its name), with a local preview once accepted. */
export function useCheckedImage() {
  const [image, setImage] = useState<ImageState>({ kind: 'none' });
  const latest = useRef<File | null>(null);

  useEffect(() => {
    if (image.kind !== 'ready') return;
    return () => URL.revokeObjectURL(image.previewUrl);
  }, [image]);

  const pick = (files: readonly File[]) => {
    const file = files[0] ?? null;
    latest.current = file;
    if (!file) {
      setImage({ kind: 'none' });
      return;
    }
    setImage({ kind: 'checking', file });
    void checkFile(file, NFT_IMAGE_RULES)
      // A check that could not run (its reader failed to load) proves nothing: the file is not accepted.
      .catch(() => ({ ok: false as const, problem: 'wrongType' as const }))
      .then((check) => {
        // A later pick wins over a slow check of an earlier one.
        if (latest.current !== file) return;
        setImage(
          check.ok
            ? { kind: 'ready', file, previewUrl: URL.createObjectURL(file) }
            : { kind: 'refused', file, problem: check.problem },
        );
      });
  };

  return { image, pick };
}
