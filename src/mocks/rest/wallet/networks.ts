import type { HttpHandler } from 'msw';
import { getDb } from '../../db/store';
import { secured } from '../http';
import { http } from './service';
import { networkStatus } from './withdrawal-rules';

export const networkHandlers: HttpHandler[] = [
  http.get(
    '/networks',
    secured(({ response }) =>
      response(200).json({ data: getDb().networks.map((network) => ({ ...network, status: networkStatus(network) })) }),
    ),
  ),
];
