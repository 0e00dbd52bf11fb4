import type { HttpHandler } from 'msw';
import { secured } from '../http';
import { publicUser } from './public-user';
import { http } from './service';

/** The caller's own record ("me, by web token"). */
export const mewHandlers: HttpHandler[] = [
  http.post(
    '/users/mew',
    secured(({ response }, caller) => response(200).json(publicUser(caller))),
  ),
];
