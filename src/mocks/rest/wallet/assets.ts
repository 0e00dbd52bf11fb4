import type { HttpHandler } from 'msw';
import { getDb } from '../../db/store';
import { secured } from '../http';
import { paginate, readPage, sortBy, sortOrder } from '../paging';
import { contains } from './list-filters';
import { http } from './service';

export const assetHandlers: HttpHandler[] = [
  http.get(
    '/assets',
    secured(({ query, request, response }, user) => {
      const page = readPage(query, 50);
      if (Array.isArray(page)) return response('default').json({ message: 'Invalid paging', errors: page }, { status: 422 });
      const db = getDb();
      const search = query.get('search');
      const held = query.get('held');
      const mine = new Set(db.accounts.filter((account) => account.userId === user.id).map((account) => account.assetId));
      let assets = db.assets;
      if (search) assets = assets.filter((asset) => contains(asset.symbol, search) || contains(asset.name, search));
      if (held === 'true' || held === 'false') assets = assets.filter((asset) => mine.has(asset.id) === (held === 'true'));
      const key = query.get('sort_by') === 'name' ? 'name' : 'symbol';
      const sorted = sortBy(assets, (asset) => asset[key], sortOrder(query.get('sort_order'), 'asc'));
      return response(200).json(paginate(sorted, page, request.url));
    }),
  ),
];
