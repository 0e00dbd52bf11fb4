import type { HttpHandler } from 'msw';
import { contactHandlers } from './contacts';
import { kycHandlers } from './kyc';
import { mewHandlers } from './mew';
import { passwordHandlers } from './password';
import { registrationHandlers } from './registration';
import { userImageHandlers } from './user-image';
import { userHandlers } from './users';

export { publicUser } from './public-user';

/** The identity service's handlers, one file per resource. */
export const identityHandlers: HttpHandler[] = [
  ...userHandlers,
  ...userImageHandlers,
  ...registrationHandlers,
  ...kycHandlers,
  ...mewHandlers,
  ...passwordHandlers,
  ...contactHandlers,
];
