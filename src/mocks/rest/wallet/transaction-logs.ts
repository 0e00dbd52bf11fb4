import type { HttpHandler } from 'msw';
import { getDb } from '../../db/store';
import { isAdmin } from '../auth';
import { secured } from '../http';
import { http } from './service';

export const transactionLogHandlers: HttpHandler[] = [
  http.get(
    '/transactions-logs',
    secured(({ query, response }, user) => {
      const txId = query.get('txId');
      const db = getDb();
      const tx = db.transactions.find((item) => item.id === txId && (item.userId === user.id || isAdmin(user)));
      if (!tx) return response(404).json({ message: 'Transaction not found', code: 'NOT_FOUND' });
      const logs = db.transactionLogs.filter((log) => log.txId === tx.id).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      return response(200).json({ data: logs });
    }),
  ),
];
