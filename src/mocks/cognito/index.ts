import type { AnyHandler } from 'msw';

/** The Cognito user-pool (and identity-pool) JSON protocol. */
export const cognitoHandlers: AnyHandler[] = [];
