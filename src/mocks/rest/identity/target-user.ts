import { getDb } from '../../db/store';
import type { StoredUser } from '../../db/types';
import { isAdmin } from '../auth';

/** The user a request may act on: itself, or anyone for admins. */
export function target(caller: StoredUser, id: string): { user?: StoredUser; status: 200 | 403 | 404 } {
  const user = getDb().users.find((item) => item.id === id);
  if (!user) return { status: isAdmin(caller) || caller.id === id ? 404 : 403 };
  if (user.id !== caller.id && !isAdmin(caller)) return { status: 403 };
  return { user, status: 200 };
}
