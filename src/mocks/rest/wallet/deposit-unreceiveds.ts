import type { HttpHandler } from 'msw';
import { assetSpec } from '../../db/catalog';
import { iso } from '../../db/format';
import { nextId } from '../../db/seed';
import { getDb, updateDb } from '../../db/store';
import { serverText } from '../../db/texts';
import { secured } from '../http';
import { replyLanguage } from '../language';
import { Checks, DEMO_UPLOAD_LIMIT_BYTES, readMultipart } from '../read';
import { fieldError } from '../responses';
import { http } from './service';

/** A customer's report of a deposit that never arrived. */
export const depositUnreceivedHandlers: HttpHandler[] = [
  http.post(
    '/deposit-unreceiveds',
    secured(async ({ request, response }, user) => {
      const multipart = await readMultipart(request);
      if (!multipart)
        return response(422).json({
          message: 'Send the request as multipart/form-data.',
          errors: [fieldError('txHash', 'REQUIRED', 'txHash is required.')],
        });
      const language = replyLanguage(request, user.id);
      const checks = new Checks(multipart.fields);
      const screenshot = multipart.files.screenshot;
      if (screenshot && !/^image\/(png|jpeg|webp)$/.test(screenshot.type))
        checks.fail('screenshot', 'UNSUPPORTED_TYPE', serverText(language, 'demo.backend.field.depositReport.screenshotType'));
      if (screenshot && screenshot.size > DEMO_UPLOAD_LIMIT_BYTES)
        return response(413).json({ message: 'The screenshot is too large for the demo backend (1.5 MB).', code: 'TOO_LARGE' });
      const assetId = checks.text('assetId');
      const networkId = checks.text('networkId');
      const txHash = checks.text('txHash', { min: 10, max: 128 });
      const amount = checks.amount('amount');
      const note = checks.optionalText('note', 1000);
      const depositedAt = checks.optionalText('depositedAt', 40);
      const toAddress = checks.optionalText('toAddress', 256);
      if (depositedAt !== undefined && Number.isNaN(Date.parse(depositedAt)))
        checks.fail('depositedAt', 'INVALID_DATE', 'depositedAt must be a date and time.');
      if (!checks.ok)
        return response(422).json({ message: checks.errors[0]?.message ?? 'Invalid request', errors: checks.errors });
      const spec = assetSpec(assetId);
      if (!spec || !spec.networks.includes(networkId))
        return response(404).json({ message: `${assetId} does not move on ${networkId}`, code: 'NOT_FOUND' });
      const db = getDb();
      if (db.depositRequests.some((item) => item.txHash === txHash)) {
        return response(409).json({
          message: 'A request for this transaction hash is already open.',
          code: 'DUPLICATE',
          errorMessage: serverText(language, 'demo.backend.error.depositRequest.duplicate'),
        });
      }
      if (
        db.transactions.some(
          (tx) => tx.userId === user.id && tx.txHash === txHash && tx.type === 'deposit' && tx.status === 'completed',
        )
      ) {
        return response(409).json({
          message: 'This deposit has already been credited.',
          code: 'ALREADY_CREDITED',
          errorMessage: serverText(language, 'demo.backend.error.depositRequest.credited'),
        });
      }
      const created = updateDb((current) => {
        const request = {
          id: nextId(current, 'dur'),
          userId: user.id,
          assetId: spec.id,
          asset: spec.symbol,
          networkId,
          txHash,
          amount,
          note: note ?? null,
          depositedAt: depositedAt ?? null,
          toAddress: toAddress ?? null,
          status: 'submitted' as const,
          createdAt: iso(Date.now()),
        };
        current.depositRequests.push(request);
        return request;
      });
      return response(201).json(created);
    }),
  ),
];
