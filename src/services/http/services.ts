/** The three REST services share one API host; each lives under its own base path. */
export const SERVICE_BASE_PATHS = {
  wallet: '/wallet/api/v1',
  identity: '/identity/api/v1',
  gamehub: '/gamehub/api/v1',
} as const;

export type ServiceName = keyof typeof SERVICE_BASE_PATHS;
