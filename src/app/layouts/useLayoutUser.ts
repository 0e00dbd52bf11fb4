import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LayoutUser } from '@/design-system';
import { useSession } from '@/machines';
import { identityQueries, prefetchMissing, type FailureMeta } from '@/services/api';
import { fullNameOf } from '@/services/storage';

/** One toast for the layout's user record, however many asked for it. */
const LAYOUT_USER_FAILURE = { errorMessageId: 'errors.user.load', toastId: 'layout-user-load' } satisfies FailureMeta;

/**
 * Starts the layout's request for the user record with a screen's first requests (src/app/routing/screen-data.ts):
 * on a first visit the avatar and the name then arrive with the screen's data, not after React has drawn the layout.
 */
export function prefetchLayoutUser(queryClient: QueryClient, userId: string): void {
  prefetchMissing(queryClient, { ...identityQueries.user(userId), meta: LAYOUT_USER_FAILURE });
}

/**
 * The user the main layout shows. On entry it loads the user record from the identity service — except on
 * profile settings, which loads it itself — and says 'User load failed, retry later' when that fails. Until
 * then (or without it) the signed-in profile from the session stands in, so the sidebar never shows blank.
 */
export function useLayoutUser(onProfileSettings: boolean): LayoutUser | undefined {
  const { user: sessionUser } = useSession();
  const userId = sessionUser?.userId;
  const query = useQuery({
    ...identityQueries.user(userId ?? ''),
    enabled: Boolean(userId) && !onProfileSettings,
    meta: LAYOUT_USER_FAILURE,
  });

  const record = query.data;
  const present = Boolean(record ?? sessionUser);
  const fullName = record ? fullNameOf(record.name, record.lastname) : sessionUser?.fullName;
  const email = record ? record.email : sessionUser?.email;
  const image = record ? record.image : sessionUser?.image;
  const updatedAt = record ? record.updatedAt : sessionUser?.updatedAt;
  // One object per change of what it shows: the layout is memoised and an equal user must not re-render it.
  return useMemo(
    () => (present ? { fullName, email: email ?? '', image, updatedAt } : undefined),
    [present, fullName, email, image, updatedAt],
  );
}
