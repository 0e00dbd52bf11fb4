import type { User } from '@/services/api';
import type { StoredUser } from '../../db/types';

/** The public record (the password stays in the backend). */
export function publicUser({ password: _secret, ...user }: StoredUser): User {
  return user;
}
