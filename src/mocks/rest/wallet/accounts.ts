import type { HttpHandler } from 'msw';
import type { AssetAccount } from '@/services/api';
import { createNotification, ensureAccount, findAccount } from '../../db/actions';
import { assetSpec } from '../../db/catalog';
import { accountCreatedData } from '../../db/notification-texts';
import { getDb, updateDb } from '../../db/store';
import { languageOf } from '../../db/texts';
import { isAdmin } from '../auth';
import { secured } from '../http';
import { paginate, readPage, sortBy, sortOrder } from '../paging';
import { Checks, readJson } from '../read';
import { contains, ownerOf } from './list-filters';
import { http } from './service';

const accountMatches = (account: AssetAccount, search: string) =>
  contains(account.asset, search) || contains(account.assetObj.name, search);

export const accountHandlers: HttpHandler[] = [
  http.get(
    '/accounts',
    secured(({ query, request, response }, user) => {
      const owner = ownerOf(user, query.get('userId'));
      if (!owner) return response(403).json({ message: "Only admins may list another user's accounts.", code: 'FORBIDDEN' });
      const page = readPage(query, 20);
      if (Array.isArray(page)) return response('default').json({ message: 'Invalid paging', errors: page }, { status: 422 });
      const id = query.get('id');
      const asset = query.get('asset');
      const search = query.get('search');
      let accounts = getDb().accounts.filter((account) => account.userId === owner);
      if (id) accounts = accounts.filter((account) => account.id === id);
      if (asset) accounts = accounts.filter((account) => account.asset === asset.toUpperCase());
      if (search) accounts = accounts.filter((account) => accountMatches(account, search));
      const key = query.get('sort_by') ?? 'asset';
      const order = sortOrder(query.get('sort_order'), key === 'asset' ? 'asc' : 'desc');
      const sorted =
        key === 'balance'
          ? sortBy(accounts, (account) => Number(account.balance), order)
          : key === 'createdAt'
            ? sortBy(accounts, (account) => account.createdAt, order)
            : sortBy(accounts, (account) => account.asset, order);
      return response(200).json(paginate(sorted, page, request.url));
    }),
  ),

  http.post(
    '/accounts',
    secured(async ({ request, response }, user) => {
      const checks = new Checks(await readJson(request));
      const assetId = checks.text('assetId');
      if (!checks.ok) return response(422).json({ message: 'assetId is required.', errors: checks.errors });
      const spec = assetSpec(assetId);
      if (!spec) return response(404).json({ message: `Asset ${assetId} not found`, code: 'NOT_FOUND' });
      if (findAccount(getDb(), user.id, assetId)) {
        return response(409).json({ message: `You already have a ${spec.symbol} account.`, code: 'ACCOUNT_EXISTS' });
      }
      const account = updateDb((db) => ensureAccount(db, user.id, spec));
      createNotification(user.id, { type: 'AC_CREATED', data: accountCreatedData(languageOf(getDb(), user.id), spec.symbol) });
      return response(201).json(account);
    }),
  ),

  http.get(
    '/accounts/{id}',
    secured(({ params, response }, user) => {
      const account = getDb().accounts.find((item) => item.id === params.id && (item.userId === user.id || isAdmin(user)));
      return account ? response(200).json(account) : response(404).json({ message: 'Account not found', code: 'NOT_FOUND' });
    }),
  ),
];
