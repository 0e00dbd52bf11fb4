import type { StoredUser } from '../../db/types';
import { isAdmin } from '../auth';

/** Whose records a list shows: the caller, or (admins only) the userId asked for. */
export function ownerOf(user: StoredUser, requested: string | null): string | undefined {
  if (!requested || requested === user.id) return user.id;
  return isAdmin(user) ? requested : undefined;
}

export const contains = (text: string, search: string) => text.toLowerCase().includes(search.toLowerCase());
