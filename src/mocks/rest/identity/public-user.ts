import type { User } from '@/services/api';
import type { StoredUser } from '../../db/types';

/** The public record (the password and the remembered language stay in the backend). */
export function publicUser({ password: _secret, language: _language, ...user }: StoredUser): User {
  return user;
}
