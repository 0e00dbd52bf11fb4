import { useQuery } from '@tanstack/react-query';
import type { LayoutUser } from '@/design-system';
import { useSession } from '@/machines';
import { identityQueries } from '@/services/api';
import { fullNameOf } from '@/services/storage';

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
    meta: { errorMessageId: 'errors.user.load', toastId: 'layout-user-load' },
  });

  const record = query.data;
  if (record) {
    return {
      fullName: fullNameOf(record.name, record.lastname),
      email: record.email,
      image: record.image,
      updatedAt: record.updatedAt,
    };
  }
  if (!sessionUser) return undefined;
  return { fullName: sessionUser.fullName, email: sessionUser.email, image: sessionUser.image, updatedAt: sessionUser.updatedAt };
}
