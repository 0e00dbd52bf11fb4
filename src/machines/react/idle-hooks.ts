import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useUserDraft, type DraftState, type DraftValues } from '@/services/storage';
import type { IdleSnapshot } from '../idle/idle.machine';
import { idleOf } from '../root/root.machine';
import { useRootActor } from './RootActorProvider';
import { useSession } from './hooks';

export interface IdleWarningView {
  /** The warning is showing: the customer is signed out at `signOutAt` unless they stay. */
  warning: boolean;
  /** When (epoch ms) the idle sign-out happens, while warning. */
  signOutAt: number | null;
  /** "Stay signed in". */
  stay: () => void;
}

const selectWarning = (snapshot: IdleSnapshot): boolean => snapshot.matches({ signedIn: 'warning' });
const selectSignOutAt = (snapshot: IdleSnapshot): number | null => snapshot.context.signOutAt;

/** The idle timeout's warning (issue 14): whether it shows, until when, and "Stay signed in". */
export function useIdleWarning(): IdleWarningView {
  const idle = idleOf(useRootActor());
  const warning = useSelector(idle, selectWarning);
  const signOutAt = useSelector(idle, selectSignOutAt);
  const stay = useCallback(() => idle.send({ type: 'STAY' }), [idle]);
  return useMemo(() => ({ warning, signOutAt, stay }), [warning, signOutAt, stay]);
}

/**
 * The signed-in user's draft of the form `formId` (issue 14): `values` are kept in session storage while
 * they change, and a draft left before (e.g. before an idle sign-out) is `offered` back. Call `complete()`
 * once the form is sent.
 */
export function useDraft(formId: string, values: DraftValues): DraftState {
  const { user } = useSession();
  return useUserDraft(user?.userId ?? null, formId, values);
}
