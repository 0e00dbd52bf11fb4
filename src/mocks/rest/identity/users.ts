import type { HttpHandler } from 'msw';
import { iso } from '../../db/format';
import { getDb, updateDb } from '../../db/store';
import { isAdmin } from '../auth';
import { secured } from '../http';
import { replyLanguage } from '../language';
import { paginate, readPage, sortBy, sortOrder } from '../paging';
import { readJson } from '../read';
import { hasClosureBlockers } from './account-closure';
import { readProfile } from './profile';
import { publicUser } from './public-user';
import { http } from './service';
import { target } from './target-user';

export const userHandlers: HttpHandler[] = [
  http.get(
    '/users',
    secured(({ query, request, response }, caller) => {
      if (!isAdmin(caller)) return response(403).json({ message: 'Only admins may list users.', code: 'FORBIDDEN' });
      const page = readPage(query, 20);
      if (Array.isArray(page)) return response('default').json({ message: 'Invalid paging', errors: page }, { status: 422 });
      const search = query.get('search')?.toLowerCase();
      const users = getDb().users.filter(
        (user) => !search || `${user.name} ${user.lastname} ${user.email}`.toLowerCase().includes(search),
      );
      const key = query.get('sort_by');
      const order = sortOrder(query.get('sort_order'));
      const sorted =
        key === 'name'
          ? sortBy(users, (user) => `${user.name} ${user.lastname}`, order)
          : key === 'email'
            ? sortBy(users, (user) => user.email, order)
            : sortBy(users, (user) => user.createdAt, order);
      return response(200).json(paginate(sorted.map(publicUser), page, request.url));
    }),
  ),

  http.get(
    '/users/{id}',
    secured(({ params, response }, caller) => {
      const { user, status } = target(caller, params.id);
      if (status === 403) return response(403).json({ message: "You may not read another user's record.", code: 'FORBIDDEN' });
      return user ? response(200).json(publicUser(user)) : response(404).json({ message: 'User not found', code: 'NOT_FOUND' });
    }),
  ),

  http.put(
    '/users/{id}',
    secured(async ({ params, request, response }, caller) => {
      const { user, status } = target(caller, params.id);
      if (status === 403) return response(403).json({ message: "You may not change another user's record.", code: 'FORBIDDEN' });
      if (!user) return response(404).json({ message: 'User not found', code: 'NOT_FOUND' });
      const { checks, changes } = readProfile(await readJson(request), [], replyLanguage(request, caller.id));
      if (checks.ok && Object.keys(changes).length === 0) checks.fail('body', 'EMPTY', 'Send at least one field to change.');
      if (!checks.ok)
        return response(422).json({ message: checks.errors[0]?.message ?? 'Invalid profile', errors: checks.errors });
      const updated = updateDb((db) => {
        const stored = db.users.find((item) => item.id === user.id) ?? user;
        Object.assign(stored, changes, { updatedAt: iso(Date.now()) });
        return stored;
      });
      return response(200).json(publicUser(updated));
    }),
  ),

  http.delete(
    '/users/{id}',
    secured(({ params, response }, caller) => {
      const { user, status } = target(caller, params.id);
      if (status === 403) return response(403).json({ message: "You may not delete another user's record.", code: 'FORBIDDEN' });
      if (!user) return response(404).json({ message: 'User not found', code: 'NOT_FOUND' });
      if (hasClosureBlockers(getDb(), user.id))
        return response(409).json({
          message: 'The account still holds balances, pending withdrawals or NFTs.',
          code: 'ACCOUNT_NOT_EMPTY',
        });
      updateDb((db) => {
        db.users = db.users.filter((item) => item.id !== user.id);
      });
      return response(204).empty();
    }),
  ),
];
