import type { HttpHandler } from 'msw';
import { ensureAccount } from '../../db/actions';
import { assetSpec } from '../../db/catalog';
import { iso } from '../../db/format';
import { createRandom } from '../../db/prng';
import { addressFor } from '../../db/seed';
import { getDb, updateDb } from '../../db/store';
import { serverText } from '../../db/texts';
import { secured } from '../http';
import { replyLanguage } from '../language';
import { Checks, readJson } from '../read';
import { fieldError } from '../responses';
import { http } from './service';

export const walletAddressHandlers: HttpHandler[] = [
  http.get(
    '/wallet-addresses/asset/{assetId}/network/{networkId}',
    secured(({ params, response }, user) => {
      const address = getDb().addresses.find(
        (item) => item.userId === user.id && item.assetId === params.assetId && item.networkId === params.networkId,
      );
      return address
        ? response(200).json(address)
        : response(404).json({ message: 'No address yet for this asset and network', code: 'NOT_FOUND' });
    }),
  ),

  http.post(
    '/wallet-addresses/generate',
    secured(async ({ request, response }, user) => {
      const checks = new Checks(await readJson(request));
      const assetId = checks.text('assetId');
      const networkId = checks.text('networkId');
      if (!checks.ok) return response(422).json({ message: 'assetId and networkId are required.', errors: checks.errors });
      const spec = assetSpec(assetId);
      const rules = getDb()
        .networks.find((network) => network.id === networkId)
        ?.assets.find((item) => item.assetId === assetId);
      if (!spec || !rules) return response(404).json({ message: `${assetId} does not move on ${networkId}`, code: 'NOT_FOUND' });
      if (!rules.depositEnabled) {
        // The receive screen shows the message as it is: in the customer's language (ADR 0031).
        const message = serverText(replyLanguage(request, user.id), 'demo.backend.field.depositAddress.paused');
        return response(422).json({ message, errors: [fieldError('networkId', 'DEPOSIT_DISABLED', message)] });
      }
      const existing = getDb().addresses.find(
        (item) => item.userId === user.id && item.assetId === assetId && item.networkId === networkId,
      );
      if (existing) return response(200).json(existing);
      const address = updateDb((db) => {
        ensureAccount(db, user.id, spec);
        const created = addressFor(db, createRandom(db.sequence * 31 + 7), user.id, spec, networkId, iso(Date.now()));
        db.addresses.push(created);
        return created;
      });
      return response(201).json(address);
    }),
  ),
];
