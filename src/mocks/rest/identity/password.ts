import type { HttpHandler } from 'msw';
import { demoEvents } from '../../events';
import { iso } from '../../db/format';
import { updateDb } from '../../db/store';
import { secured } from '../http';
import { Checks, readJson } from '../read';
import { http } from './service';

const PASSWORD_RULES: ReadonlyArray<[RegExp, string]> = [
  [/.{8,}/, 'at least 8 characters'],
  [/[a-z]/, 'a lower-case letter'],
  [/[A-Z]/, 'an upper-case letter'],
  [/[0-9]/, 'a digit'],
  [/[^A-Za-z0-9]/, 'a symbol'],
];

export const passwordHandlers: HttpHandler[] = [
  http.post(
    '/users/reset-password',
    secured(async ({ request, response }, caller) => {
      const checks = new Checks(await readJson(request));
      const oldPassword = checks.text('oldPassword');
      const newPassword = checks.text('newPassword', { max: 256 });
      if (checks.ok && oldPassword !== caller.password)
        checks.fail('oldPassword', 'INVALID_PASSWORD', 'The current password is not right.');
      const missing = PASSWORD_RULES.filter(([rule]) => !rule.test(newPassword)).map(([, label]) => label);
      if (newPassword && missing.length > 0)
        checks.fail('newPassword', 'WEAK_PASSWORD', `The new password needs ${missing.join(', ')}.`);
      if (checks.ok && newPassword === oldPassword)
        checks.fail('newPassword', 'SAME_PASSWORD', 'The new password must differ from the current one.');
      if (!checks.ok)
        return response(422).json({ message: checks.errors[0]?.message ?? 'Invalid password', errors: checks.errors });
      updateDb((db) => {
        const stored = db.users.find((item) => item.id === caller.id);
        if (stored) {
          stored.password = newPassword;
          stored.updatedAt = iso(Date.now());
        }
      });
      demoEvents.emit('password-changed', { userId: caller.id, sub: caller.sub, password: newPassword });
      return response(204).empty();
    }),
  ),
];
