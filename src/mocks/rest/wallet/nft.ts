import type { HttpHandler } from 'msw';
import type { NftProperty } from '@/services/api';
import type { ErrorItem } from '@/services/http';
import { recordNftMint, recordNftTransfer } from '../../db/actions';
import { networkSpec } from '../../db/catalog';
import { iso } from '../../db/format';
import { mediaUrl } from '../../db/media';
import { createRandom } from '../../db/prng';
import { explorerTxUrl, nextId } from '../../db/seed';
import { DEMO_COLLECTION } from '../../db/seed/nfts';
import { getDb, updateDb } from '../../db/store';
import { serverText } from '../../db/texts';
import { keepUpload } from '../../db/uploads';
import { isAdmin } from '../auth';
import { secured } from '../http';
import { replyLanguage } from '../language';
import { paginate, readPage, sortBy, sortOrder } from '../paging';
import { Checks, readJson, readMultipart } from '../read';
import { fieldError } from '../responses';
import { contains, ownerOf } from './list-filters';
import { http } from './service';

/** The contract's limit (MintErc1155Request.image): the demo keeps images of any allowed size (ADR 0021, amended). */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_PROPERTIES = 20;
const MAX_TRAIT_LENGTH = 40;

/** The traits form field: a JSON array of {trait, value}; anything else is a field error. */
function readProperties(checks: Checks, raw: unknown): NftProperty[] {
  if (raw === undefined || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    parsed = undefined;
  }
  const valid = (text: unknown): text is string =>
    typeof text === 'string' && text.trim() !== '' && text.length <= MAX_TRAIT_LENGTH;
  if (
    !Array.isArray(parsed) ||
    parsed.length > MAX_PROPERTIES ||
    !parsed.every(
      (item: unknown) =>
        typeof item === 'object' && item !== null && 'trait' in item && 'value' in item && valid(item.trait) && valid(item.value),
    )
  ) {
    checks.fail(
      'properties',
      'INVALID',
      `properties must be at most ${MAX_PROPERTIES} traits of 1 to ${MAX_TRAIT_LENGTH} characters.`,
    );
    return [];
  }
  return (parsed as NftProperty[]).map(({ trait, value }) => ({ trait, value }));
}

export const nftHandlers: HttpHandler[] = [
  http.get(
    '/nft',
    secured(({ query, request, response }, user) => {
      const owner = ownerOf(user, query.get('userId'));
      if (!owner) return response(403).json({ message: "Only admins may list another user's NFTs.", code: 'FORBIDDEN' });
      const page = readPage(query, 20);
      if (Array.isArray(page)) return response('default').json({ message: 'Invalid paging', errors: page }, { status: 422 });
      const search = query.get('search');
      const status = query.get('status');
      const list = getDb().nfts.filter(
        (nft) => nft.userId === owner && (!search || contains(nft.name, search)) && (!status || nft.status === status),
      );
      const order = sortOrder(query.get('sort_order'), query.get('sort_by') === 'name' ? 'asc' : 'desc');
      const sorted =
        query.get('sort_by') === 'name' ? sortBy(list, (nft) => nft.name, order) : sortBy(list, (nft) => nft.createdAt, order);
      return response(200).json(paginate(sorted, page, request.url));
    }),
  ),

  http.get(
    '/nft/{id}',
    secured(({ params, response }, user) => {
      const nft = getDb().nfts.find((item) => item.id === params.id && (item.userId === user.id || isAdmin(user)));
      return nft ? response(200).json(nft) : response(404).json({ message: 'NFT not found', code: 'NOT_FOUND' });
    }),
  ),

  http.post(
    '/nft/ERC1155',
    secured(async ({ request, response }, user) => {
      const multipart = await readMultipart(request);
      if (!multipart)
        return response(422).json({
          message: 'Send the NFT as multipart/form-data.',
          errors: [fieldError('image', 'REQUIRED', 'image is required.')],
        });
      // The create screen shows the image's and the link's messages: in the customer's language (ADR 0031).
      const language = replyLanguage(request, user.id);
      const checks = new Checks(multipart.fields);
      const name = checks.text('name', { max: 80 });
      const description = checks.optionalText('description', 1000) ?? '';
      const supply = checks.integer('supply', 1, 1_000_000);
      const properties = readProperties(checks, multipart.fields.properties);
      const externalUrl = checks.optionalText('externalUrl', 500) ?? null;
      if (externalUrl !== null && !/^https:\/\/[^\s]+$/.test(externalUrl))
        checks.fail('externalUrl', 'INVALID', serverText(language, 'demo.backend.field.nft.link'));
      const image = multipart.files.image;
      if (!image) checks.fail('image', 'REQUIRED', 'image is required.');
      else if (!/^image\/(png|jpeg|gif|webp)$/.test(image.type))
        checks.fail('image', 'UNSUPPORTED_TYPE', serverText(language, 'demo.backend.field.nft.imageType'));
      if (image && image.size > MAX_IMAGE_BYTES) {
        return response(413).json({ message: 'The image must be at most 10 MB.', code: 'TOO_LARGE' });
      }
      if (!checks.ok || !image)
        return response(422).json({ message: checks.errors[0]?.message ?? 'Invalid NFT', errors: checks.errors });
      const polygon = networkSpec('polygon');
      const id = updateDb((db) => nextId(db, 'nft'));
      const key = `nft/${id}.${image.type.split('/')[1] ?? 'bin'}`;
      // Beside the database, not in it: the database is written whole at every change, too often for a 10 MB image.
      void keepUpload(key, image.blob);
      const nft = updateDb((db) => {
        const txHash = polygon ? polygon.txHash(createRandom(db.sequence)) : null;
        const created = {
          id,
          userId: user.id,
          standard: 'ERC1155' as const,
          networkId: 'polygon',
          contractAddress: db.nfts[0]?.contractAddress ?? `0x${'7a1fd0'.padEnd(40, '3')}`,
          tokenId: String(5000 + db.sequence),
          name,
          description,
          imageUrl: mediaUrl(key),
          supply,
          balance: supply,
          collection: DEMO_COLLECTION,
          properties,
          externalUrl,
          status: 'minted' as const,
          txHash,
          explorerUrl: polygon && txHash ? explorerTxUrl(polygon, txHash) : null,
          createdAt: iso(Date.now()),
        };
        db.nfts.unshift(created);
        recordNftMint(db, { userId: user.id, nft: created, units: supply, txHash });
        return created;
      });
      return response(201).json(nft);
    }),
  ),

  http.post(
    '/nft/ERC1155/transfer',
    secured(async ({ request, response }, user) => {
      const body = await readJson(request);
      const checks = new Checks(body);
      const nftId = checks.text('nftId');
      const toAddress = checks.text('toAddress', { max: 100 });
      const amount = checks.integer('amount', 1, 1_000_000);
      if (!checks.ok)
        return response(422).json({ message: checks.errors[0]?.message ?? 'Invalid transfer', errors: checks.errors });
      const nft = getDb().nfts.find((item) => item.id === nftId && item.userId === user.id);
      if (!nft) return response(404).json({ message: 'NFT not found', code: 'NOT_FOUND' });
      // The transfer screen shows these as they are: in the customer's language (ADR 0031).
      const language = replyLanguage(request, user.id);
      const errors: ErrorItem[] = [];
      if (!/^0x[a-fA-F0-9]{40}$/.test(toAddress))
        errors.push(fieldError('toAddress', 'INVALID_ADDRESS', serverText(language, 'demo.backend.field.nft.invalidAddress')));
      if (nft.status === 'minting')
        errors.push(fieldError('nftId', 'NOT_MINTED', serverText(language, 'demo.backend.field.nft.notMinted')));
      if (amount > nft.balance)
        errors.push(
          fieldError(
            'amount',
            'INSUFFICIENT_BALANCE',
            serverText(language, 'demo.backend.field.nft.insufficientBalance', { count: String(nft.balance) }),
          ),
        );
      if (errors.length > 0) return response(422).json({ message: errors[0]?.message ?? 'Invalid transfer', errors });
      const transfer = updateDb((db) => {
        const stored = db.nfts.find((item) => item.id === nft.id) ?? nft;
        stored.balance -= amount;
        stored.status = 'transferring';
        const entry = recordNftTransfer(db, { userId: user.id, nft, units: amount, address: toAddress });
        const created = {
          id: nextId(db, 'nftx'),
          userId: user.id,
          entryId: entry.id,
          nftId: nft.id,
          toAddress,
          amount,
          status: 'pending' as const,
          txHash: null,
          createdAt: iso(Date.now()),
        };
        db.nftTransfers.push(created);
        db.jobs.push({ id: nextId(db, 'job'), at: Date.now() + 5_000, kind: 'complete-nft-transfer', ref: created.id });
        return created;
      });
      const { userId: _owner, entryId: _entry, ...publicTransfer } = transfer;
      return response(201).json(publicTransfer);
    }),
  ),
];
