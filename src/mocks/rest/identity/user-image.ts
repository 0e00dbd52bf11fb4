import type { HttpHandler } from 'msw';
import { iso } from '../../db/format';
import { mediaUrl } from '../../db/media';
import { nextId } from '../../db/seed';
import { updateDb } from '../../db/store';
import { serverText } from '../../db/texts';
import { secured } from '../http';
import { replyLanguage } from '../language';
import { DEMO_UPLOAD_LIMIT_BYTES, readMultipart } from '../read';
import { fieldError } from '../responses';
import { publicUser } from './public-user';
import { http } from './service';
import { target } from './target-user';

export const userImageHandlers: HttpHandler[] = [
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
          errors: [
            fieldError(
              'image',
              'UNSUPPORTED_TYPE',
              serverText(replyLanguage(request, caller.id), 'demo.backend.field.profileImage.type'),
            ),
          ],
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
];
