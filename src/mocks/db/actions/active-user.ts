import { getDb } from '../store';

/** The user whose data the demo panel acts on: the last one who called the API, else the demo customer. */
let lastActiveUserId: string | undefined;

export function noteActiveUser(userId: string): void {
  lastActiveUserId = userId;
}

export function activeUserId(fallback: string): string {
  return lastActiveUserId && getDb().users.some((user) => user.id === lastActiveUserId) ? lastActiveUserId : fallback;
}
