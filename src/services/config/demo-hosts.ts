/**
 * The demo backend's configuration (no API host configured): the in-browser mock answers on these hosts. Kept
 * apart from env.ts so the build (deploy/csp.ts) reads the same hosts without running the app's config module.
 */
export const DEMO = {
  apiBaseUrl: 'https://api.wallet.demo',
  walletHost: typeof window === 'undefined' ? 'http://localhost:5173' : window.location.origin,
  cognito: {
    region: 'eu-central-1',
    userPoolId: 'eu-central-1_WalletDemo',
    userPoolClientId: 'walletdemoclient0000000000',
    identityPoolId: undefined,
    oauthDomain: undefined,
    userPoolEndpoint: undefined,
    identityPoolEndpoint: undefined,
  },
  pusher: { key: 'wallet-demo-key', host: 'ws.wallet.demo', channelPrefix: 'precense-notifications-' },
  productionHost: undefined,
  gtmId: undefined,
  imageHosts: 'any',
} as const;

/**
 * Where the demo backend's Cognito mock listens (src/mocks/cognito). A host that resolves nowhere, so a demo
 * build whose mock failed to start can never send a demo password to AWS.
 */
export const DEMO_USER_POOL_ENDPOINT = 'https://cognito-idp.wallet.demo/';
