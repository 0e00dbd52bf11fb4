import type { HttpHandler } from 'msw';
import { demoEvents } from '../../events';
import { iso } from '../../db/format';
import { updateDb } from '../../db/store';
import { secured } from '../http';
import { replyLanguage } from '../language';
import { readJson } from '../read';
import { readProfile } from './profile';
import { publicUser } from './public-user';
import { http } from './service';
import { target } from './target-user';

/** A new user (nw = 1) completes the profile the sign-up form did not ask for. */
export const registrationHandlers: HttpHandler[] = [
  http.get(
    '/users/is-register-complete/{id}',
    secured(({ params, response }, caller) => {
      const { user, status } = target(caller, params.id);
      if (status === 403)
        return response(403).json({ message: "You may not read another user's registration.", code: 'FORBIDDEN' });
      if (!user) return response(404).json({ message: 'User not found', code: 'NOT_FOUND' });
      const missingFields = (['name', 'lastname', 'birthdate'] as const).filter((field) => !user[field]);
      return response(200).json({ isRegisterComplete: user.isRegisterComplete, missingFields });
    }),
  ),

  http.put(
    '/users/register-complete/{id}',
    secured(async ({ params, request, response }, caller) => {
      const { user, status } = target(caller, params.id);
      if (status === 403) return response(403).json({ message: 'You may not register another user.', code: 'FORBIDDEN' });
      if (!user) return response(404).json({ message: 'User not found', code: 'NOT_FOUND' });
      const body = await readJson(request);
      const { checks, changes } = readProfile(body, ['name', 'lastname', 'birthdate'], replyLanguage(request, caller.id));
      if (body.acceptTerms !== true) checks.fail('acceptTerms', 'REQUIRED', 'The terms must be accepted.');
      if (!checks.ok)
        return response(422).json({ message: checks.errors[0]?.message ?? 'Invalid registration', errors: checks.errors });
      const updated = updateDb((db) => {
        const stored = db.users.find((item) => item.id === user.id) ?? user;
        Object.assign(stored, changes, { nw: 0, isRegisterComplete: true, updatedAt: iso(Date.now()) });
        return stored;
      });
      demoEvents.emit('registration-completed', { userId: updated.id, sub: updated.sub });
      return response(200).json(publicUser(updated));
    }),
  ),
];
