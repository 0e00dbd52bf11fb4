import type { HttpHandler } from 'msw';
import type { ErrorItem } from '@/services/http';
import { iso } from '../../db/format';
import { nextId } from '../../db/seed';
import { updateDb } from '../../db/store';
import { secured } from '../http';
import { Checks, DEMO_UPLOAD_LIMIT_BYTES, readMultipart } from '../read';
import { http } from './service';

/** Support requests. */
export const contactHandlers: HttpHandler[] = [
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
