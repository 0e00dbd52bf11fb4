import { createApiClient, SERVICE_BASE_PATHS } from '@/services/http';
import type { paths as GamehubPaths } from '@/services/generated/gamehub';
import type { paths as IdentityPaths } from '@/services/generated/identity';
import type { paths as WalletPaths } from '@/services/generated/wallet';

/** One typed openapi-fetch client per service, on the configured API host. */
export const walletClient = createApiClient<WalletPaths>({ basePath: SERVICE_BASE_PATHS.wallet });
export const identityClient = createApiClient<IdentityPaths>({ basePath: SERVICE_BASE_PATHS.identity });
export const gamehubClient = createApiClient<GamehubPaths>({ basePath: SERVICE_BASE_PATHS.gamehub });
