import { demoEvents, type DemoBackendEvents } from '../../events';
import { iso } from '../format';
import { updateDb } from '../store';
import type { StoredUser } from '../types';

type SignedUp = DemoBackendEvents['user-signed-up'];

/**
 * The identity service's record of someone who just signed up: a new user (nw = 1, registration not
 * complete) with what the sign-up form collected. Idempotent: a known id or sub is left as it is.
 */
export function createSignedUpUser(signedUp: SignedUp, now: number = Date.now()): StoredUser {
  return updateDb((db) => {
    const existing = db.users.find((user) => user.id === signedUp.userId || user.sub === signedUp.sub);
    if (existing) return existing;
    const user: StoredUser = {
      id: signedUp.userId,
      sub: signedUp.sub,
      email: signedUp.email,
      username: signedUp.email,
      name: signedUp.name,
      lastname: signedUp.lastname,
      nickname: null,
      birthdate: null,
      gender: null,
      phoneNumber: signedUp.phoneNumber,
      image: null,
      tenantId: null,
      nw: 1,
      isRegisterComplete: false,
      kycStatus: 'not_started',
      createdAt: iso(now),
      updatedAt: iso(now),
      password: signedUp.password,
    };
    db.users.push(user);
    return user;
  });
}

demoEvents.on('user-signed-up', (signedUp) => {
  createSignedUpUser(signedUp);
});
