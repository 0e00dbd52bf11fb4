import type { HttpHandler } from 'msw';
import type { ContactCategory } from '@/services/api/types';
import type { ErrorItem } from '@/services/http';
import { iso } from '../../db/format';
import { nextId } from '../../db/seed';
import { updateDb } from '../../db/store';
import { serverText } from '../../db/texts';
import { secured } from '../http';
import { replyLanguage } from '../language';
import { Checks, DEMO_UPLOAD_LIMIT_BYTES, readMultipart } from '../read';
import { http } from './service';

const CATEGORIES: readonly ContactCategory[] = ['account', 'deposits', 'withdrawals', 'conversion', 'nft', 'security', 'other'];
const MAX_ATTACHMENTS = 3;
/** Per file (ADR 0019). The demo keeps only the names, so it can take what the contract allows. */
const ATTACHMENT_LIMIT_BYTES = 10 * 1024 * 1024;
/** The deprecated single attachment keeps the demo's smaller limit (DEMO_UPLOAD_LIMIT_BYTES). */
const LEGACY_ATTACHMENT_LIMIT_BYTES = DEMO_UPLOAD_LIMIT_BYTES;

interface Attachment {
  name: string;
  type: string;
  size: number;
}

/** Every file part under `field` (readMultipart keeps one per name). */
async function filesOf(request: Request, field: string): Promise<Attachment[]> {
  try {
    return (await request.clone().formData())
      .getAll(field)
      .filter((value): value is File => typeof value !== 'string')
      .map(({ name, type, size }) => ({ name, type, size }));
  } catch {
    return [];
  }
}

/** Support requests. */
export const contactHandlers: HttpHandler[] = [
  http.post(
    '/contacts',
    secured(async ({ request, response }, caller) => {
      const multipart = await readMultipart(request);
      // The support form shows the attachments' messages: in the customer's language (ADR 0031).
      const language = replyLanguage(request, caller.id);
      const checks = new Checks(multipart?.fields ?? {});
      const subject = checks.text('subject', { max: 150 });
      const message = checks.text('message', { max: 5000 });
      const transactionId = checks.optionalText('transactionId', 128) ?? null;
      const categoryField = multipart?.fields.category;
      const category = CATEGORIES.find((item) => item === categoryField) ?? 'other';
      if (categoryField !== undefined && categoryField !== category)
        checks.fail('category', 'INVALID', `category must be one of ${CATEGORIES.join(', ')}.`);
      const legacy = multipart?.files.attachment;
      const attachments = [...(await filesOf(request, 'attachments')), ...(legacy ? [legacy] : [])];
      if (attachments.length > MAX_ATTACHMENTS)
        checks.fail(
          'attachments',
          'TOO_MANY',
          serverText(language, 'demo.backend.field.support.tooManyAttachments', { max: String(MAX_ATTACHMENTS) }),
        );
      const limit = legacy ? LEGACY_ATTACHMENT_LIMIT_BYTES : ATTACHMENT_LIMIT_BYTES;
      const tooLarge = attachments.find((file) => file.size > limit);
      if (tooLarge) {
        return response(413).json({ message: `${tooLarge.name} is larger than the limit (${limit} bytes).`, code: 'TOO_LARGE' });
      }
      const allowed = legacy ? /^(image\/(png|jpeg)|application\/pdf|text\/plain)/ : /^(image\/(png|jpeg)|application\/pdf)$/;
      for (const file of attachments.filter(({ type }) => !allowed.test(type)))
        checks.fail(
          'attachments',
          'UNSUPPORTED_TYPE',
          serverText(language, 'demo.backend.field.support.attachmentType', { name: file.name }),
        );
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
          category,
          subject,
          message,
          transactionId,
          attachmentName: attachments[0]?.name ?? null,
          attachmentNames: attachments.map(({ name }) => name),
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
