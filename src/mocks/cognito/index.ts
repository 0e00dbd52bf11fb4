import type { AnyHandler } from 'msw';
import { userPoolHandlers } from './user-pool';

/**
 * The Cognito user-pool JSON protocol. The identity pool is not mocked: the demo configuration leaves it out
 * (docs/decisions/0005-session-and-auth.md).
 */
export const cognitoHandlers: AnyHandler[] = [...userPoolHandlers];

export { cognitoMock } from './controls';
export { COGNITO_OPERATIONS } from './user-pool';
export {
  COGNITO_CONTROLS_STORAGE_KEY,
  DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS,
  DEMO_CONFIRMATION_CODE,
  type RefreshFault,
} from './state';
export { cognitoScenarios, type CognitoOperation } from './scenarios';
