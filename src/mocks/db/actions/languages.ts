import type { Locale } from '@/services/i18n/locale';
import { getDb, updateDb } from '../store';

/**
 * Remembers the language a user's request asked for (Accept-Language): the backend writes that user's next
 * notifications and transaction logs in it. Stored only when it changes (a write persists the whole database).
 */
export function rememberLanguage(userId: string, language: Locale): void {
  if (getDb().users.find((user) => user.id === userId)?.language === language) return;
  updateDb((db) => {
    const user = db.users.find((item) => item.id === userId);
    if (user) user.language = language;
  });
}
