import type { HttpHandler } from 'msw';
import type { Gender, User } from '@/services/api';
import type { paths } from '@/services/generated/identity';
import type { ErrorItem } from '@/services/http';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import { config } from '@/services/config/env';
import { demoEvents } from '../events';
import { demoTimings } from '../db/actions';
import { iso } from '../db/format';
import { mediaUrl } from '../db/media';
import { nextId } from '../db/seed';
import { getDb, updateDb } from '../db/store';
import type { StoredUser } from '../db/types';
import { isAdmin } from './auth';
import { secured, serviceHttp } from './http';
import { paginate, readPage, sortBy, sortOrder } from './paging';
import { Checks, DEMO_UPLOAD_LIMIT_BYTES, readJson, readMultipart } from './read';
import { fieldError } from './responses';

const http = serviceHttp<paths>(SERVICE_BASE_PATHS.identity);

/** The public record (the password stays in the backend). */
export function publicUser({ password: _secret, ...user }: StoredUser): User {
  return user;
}

/** The user a request may act on: itself, or anyone for admins. */
function target(caller: StoredUser, id: string): { user?: StoredUser; status: 200 | 403 | 404 } {
  const user = getDb().users.find((item) => item.id === id);
  if (!user) return { status: isAdmin(caller) || caller.id === id ? 404 : 403 };
  if (user.id !== caller.id && !isAdmin(caller)) return { status: 403 };
  return { user, status: 200 };
}

const GENDERS: readonly string[] = ['1', '2', '3'];
const PHONE = /^\+[1-9][0-9]{6,14}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isPastDate(value: string): boolean {
  return DATE.test(value) && !Number.isNaN(Date.parse(value)) && Date.parse(value) < Date.now();
}

/** Reads the profile fields of an update or a registration; `required` names the ones that must be there. */
function readProfile(body: Record<string, unknown>, required: ReadonlyArray<'name' | 'lastname' | 'birthdate'>) {
  const checks = new Checks(body);
  const changes: Partial<Pick<User, 'name' | 'lastname' | 'nickname' | 'birthdate' | 'gender' | 'phoneNumber'>> = {};
  for (const field of ['name', 'lastname'] as const) {
    if (required.includes(field) || body[field] !== undefined) changes[field] = checks.text(field, { max: 60 });
  }
  if (body.nickname !== undefined)
    changes.nickname = body.nickname === null ? null : (checks.optionalText('nickname', 40) ?? null);
  if (required.includes('birthdate') || body.birthdate !== undefined) {
    if (body.birthdate === null && !required.includes('birthdate')) changes.birthdate = null;
    else if (typeof body.birthdate === 'string' && isPastDate(body.birthdate)) changes.birthdate = body.birthdate;
    else checks.fail('birthdate', 'INVALID_DATE', 'birthdate must be a past date (YYYY-MM-DD).');
  }
  if (body.gender !== undefined) {
    if (body.gender === null) changes.gender = null;
    else if (typeof body.gender === 'string' && GENDERS.includes(body.gender)) changes.gender = body.gender as Gender;
    else checks.fail('gender', 'INVALID', 'gender must be 1, 2 or 3.');
  }
  if (body.phoneNumber !== undefined) {
    if (body.phoneNumber === null) changes.phoneNumber = null;
    else if (typeof body.phoneNumber === 'string' && PHONE.test(body.phoneNumber)) changes.phoneNumber = body.phoneNumber;
    else checks.fail('phoneNumber', 'INVALID_PHONE', 'phoneNumber must be in international format (+905321234567).');
  }
  return { checks, changes };
}

const PASSWORD_RULES: ReadonlyArray<[RegExp, string]> = [
  [/.{8,}/, 'at least 8 characters'],
  [/[a-z]/, 'a lower-case letter'],
  [/[A-Z]/, 'an upper-case letter'],
  [/[0-9]/, 'a digit'],
  [/[^A-Za-z0-9]/, 'a symbol'],
];

export const identityHandlers: HttpHandler[] = [
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
      const { checks, changes } = readProfile(await readJson(request), []);
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
      updateDb((db) => {
        db.users = db.users.filter((item) => item.id !== user.id);
      });
      return response(204).empty();
    }),
  ),

  http.post(
    '/users/{id}/image',
    secured(async ({ params, request, response }, caller) => {
      const { user, status } = target(caller, params.id);
      if (status === 403) return response(403).json({ message: "You may not change another user's image.", code: 'FORBIDDEN' });
      if (!user) return response(404).json({ message: 'User not found', code: 'NOT_FOUND' });
      const image = (await readMultipart(request))?.files.image;
      if (!image)
        return response(422).json({
          message: 'image is required.',
          errors: [fieldError('image', 'REQUIRED', 'image is required.')],
        });
      if (image.size > DEMO_UPLOAD_LIMIT_BYTES)
        return response(413).json({ message: 'The image is too large for the demo backend (1.5 MB).', code: 'TOO_LARGE' });
      if (!/^image\/(png|jpeg|webp|gif|svg\+xml)$/.test(image.type)) {
        return response(422).json({
          message: 'Unsupported image type',
          errors: [fieldError('image', 'UNSUPPORTED_TYPE', 'The image must be PNG, JPEG, WebP, GIF or SVG.')],
        });
      }
      const updated = updateDb((db) => {
        const stored = db.users.find((item) => item.id === user.id) ?? user;
        const key = `avatars/${stored.id}-${nextId(db, 'img')}.${image.type === 'image/svg+xml' ? 'svg' : (image.type.split('/')[1] ?? 'bin')}`;
        db.media = Object.fromEntries(
          Object.entries(db.media).filter(([existing]) => !existing.startsWith(`avatars/${stored.id}-`)),
        );
        db.media[key] = { contentType: image.type, encoding: 'base64', body: image.base64 };
        stored.image = mediaUrl(key);
        stored.updatedAt = iso(Date.now());
        return stored;
      });
      return response(200).json(publicUser(updated));
    }),
  ),

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
      const { checks, changes } = readProfile(body, ['name', 'lastname', 'birthdate']);
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

  http.post(
    '/users/kyc',
    secured(async ({ request, response }, caller) => {
      if (caller.kycStatus === 'approved') {
        return response(409).json({
          message: 'KYC is already approved.',
          code: 'KYC_APPROVED',
          errorMessage: 'Your identity is already verified.',
        });
      }
      const body = await readJson(request);
      const returnUrl =
        typeof body.returnUrl === 'string' && URL.canParse(body.returnUrl)
          ? body.returnUrl
          : `${config.walletHost}/profile-settings`;
      const session = updateDb((db) => {
        const stored = db.users.find((item) => item.id === caller.id) ?? caller;
        const existing = db.kycSessions.find((item) => item.userId === stored.id);
        if (stored.kycStatus === 'pending' && existing)
          return { sessionId: existing.sessionId, status: stored.kycStatus, redirectUrl: null, expiresAt: null };
        // The demo has no verification provider: the "provider" is a round trip straight back to the app,
        // and a reviewer approves a few seconds later.
        const sessionId = nextId(db, 'kyc');
        db.kycSessions.push({ sessionId, userId: stored.id, createdAt: iso(Date.now()) });
        stored.kycStatus = 'pending';
        stored.updatedAt = iso(Date.now());
        db.jobs.push({ id: nextId(db, 'job'), at: Date.now() + demoTimings.kycReviewMs, kind: 'approve-kyc', ref: stored.id });
        const redirect = new URL(returnUrl);
        redirect.searchParams.set('kyc', 'submitted');
        redirect.searchParams.set('session', sessionId);
        return {
          sessionId,
          status: stored.kycStatus,
          redirectUrl: redirect.toString(),
          expiresAt: iso(Date.now() + 30 * 60_000),
        };
      });
      return response(200).json(session);
    }),
  ),

  http.post(
    '/users/mew',
    secured(({ response }, caller) => response(200).json(publicUser(caller))),
  ),

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

  http.post(
    '/contacts',
    secured(async ({ request, response }, caller) => {
      const multipart = await readMultipart(request);
      const checks = new Checks(multipart?.fields ?? {});
      const subject = checks.text('subject', { max: 150 });
      const message = checks.text('message', { max: 5000 });
      const attachment = multipart?.files.attachment;
      if (attachment && attachment.size > DEMO_UPLOAD_LIMIT_BYTES) {
        return response(413).json({ message: 'The attachment is too large for the demo backend (1.5 MB).', code: 'TOO_LARGE' });
      }
      if (attachment && !/^(image\/(png|jpeg)|application\/pdf|text\/plain)/.test(attachment.type)) {
        checks.fail('attachment', 'UNSUPPORTED_TYPE', 'Attach a PNG, JPEG, PDF or text file.');
      }
      if (!checks.ok)
        return response(422).json({
          message: checks.errors[0]?.message ?? 'Invalid contact form',
          errors: checks.errors as ErrorItem[],
        });
      const contact = updateDb((db) => {
        const created = {
          id: nextId(db, 'ct'),
          ticketNumber: `SUP-${104200 + db.contacts.length + 1}`,
          userId: caller.id,
          subject,
          message,
          attachmentName: attachment?.name ?? null,
          status: 'open' as const,
          createdAt: iso(Date.now()),
        };
        db.contacts.push(created);
        return created;
      });
      return response(201).json(contact);
    }),
  ),
];
