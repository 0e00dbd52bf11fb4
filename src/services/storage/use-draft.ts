import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readDraft, removeDraft, saveDraft, type DraftValues } from './drafts';

export interface DraftState {
  /** The values saved earlier (e.g. before an idle sign-out), offered until restored or discarded. */
  offered: DraftValues | null;
  /** Takes the offered values (the form fills itself with them); saving resumes. */
  restore: () => DraftValues | null;
  /** Drops the offered values; saving resumes. */
  discard: () => void;
  /** The form was sent: the draft is removed and nothing more is saved. */
  complete: () => void;
}

/**
 * Keeps `values` of the form `formId` as the user's draft while they change, and offers back the draft
 * found on mount. The blank form the page opened with is not a draft. While a draft is on offer nothing is
 * saved, so a fresh form cannot overwrite it before the user has chosen.
 */
export function useUserDraft(userId: string | null, formId: string, values: DraftValues): DraftState {
  const readFor = (id: string | null) => ({ userId: id, values: id === null ? null : readDraft(id, formId) });
  const [offer, setOffer] = useState(() => readFor(userId));
  // The user can become known after the form (a session still restoring on reload): their draft is read then,
  // and offered, instead of being overwritten by the blank form.
  if (offer.userId !== userId) setOffer(readFor(userId));
  const offered = offer.userId === userId ? offer.values : null;
  const serialized = JSON.stringify(values);
  const blank = useRef(serialized);
  const saved = useRef<string | null>(null);
  const completed = useRef(false);

  useEffect(() => {
    if (userId === null || offer.userId !== userId || offered !== null) return;
    if (completed.current || serialized === saved.current) return;
    saved.current = serialized;
    if (serialized === blank.current) removeDraft(userId, formId);
    else saveDraft(userId, formId, values);
  }, [userId, formId, serialized, values, offer.userId, offered]);

  const restore = useCallback(() => {
    setOffer({ userId, values: null });
    return offered;
  }, [userId, offered]);
  const discard = useCallback(() => {
    if (userId !== null) removeDraft(userId, formId);
    setOffer({ userId, values: null });
  }, [userId, formId]);
  const complete = useCallback(() => {
    completed.current = true;
    if (userId !== null) removeDraft(userId, formId);
    setOffer({ userId, values: null });
  }, [userId, formId]);

  return useMemo(() => ({ offered, restore, discard, complete }), [offered, restore, discard, complete]);
}
