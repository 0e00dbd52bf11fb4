import type { HttpHandler } from 'msw';
import type { ErrorItem } from '@/services/http';
import { getDb } from '../../db/store';
import { secured } from '../http';
import { paginate, readPage, sortBy, sortOrder } from '../paging';
import { fieldError } from '../responses';
import { ownerOf } from './list-filters';
import { http } from './service';

export const transactionHandlers: HttpHandler[] = [
  http.get(
    '/transactions',
    secured(({ query, request, response }, user) => {
      const owner = ownerOf(user, query.get('userId'));
      if (!owner) return response(403).json({ message: "Only admins may list another user's transactions.", code: 'FORBIDDEN' });
      const page = readPage(query, 20);
      if (Array.isArray(page)) return response(422).json({ message: 'Invalid paging', errors: page });
      const errors: ErrorItem[] = [];
      const instant = (name: 'created_from' | 'created_to') => {
        const raw = query.get(name);
        if (!raw) return undefined;
        const time = Date.parse(raw);
        if (Number.isNaN(time)) errors.push(fieldError(name, 'INVALID_DATE', `${name} must be an ISO 8601 date-time.`));
        return time;
      };
      const from = instant('created_from');
      const to = instant('created_to');
      if (errors.length > 0) return response(422).json({ message: 'Invalid date range', errors });
      const asset = query.get('asset')?.toUpperCase();
      const type = query.get('type');
      const status = query.get('status');
      const id = query.get('id');
      const list = getDb().transactions.filter(
        (tx) =>
          tx.userId === owner &&
          (!id || tx.id === id) &&
          (!asset || tx.asset === asset || tx.counterAsset === asset) &&
          (!type || tx.type === type) &&
          (!status || tx.status === status) &&
          (from === undefined || Date.parse(tx.createdAt) >= from) &&
          (to === undefined || Date.parse(tx.createdAt) < to),
      );
      const order = sortOrder(query.get('sort_order'));
      const sorted =
        query.get('sort_by') === 'amount'
          ? sortBy(list, (tx) => Number(tx.amount), order)
          : sortBy(list, (tx) => tx.createdAt, order);
      return response(200).json(paginate(sorted, page, request.url));
    }),
  ),
];
