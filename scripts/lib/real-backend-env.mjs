// A made-up real-backend configuration: enough for `vite build` in production mode (which refuses to build
// without one), pointing nowhere. Used by the production-build check and the bundle benchmark.
export const fakeRealBackendEnv = {
  VITE_API_BASE_URL: 'https://api.wallet.example',
  VITE_COGNITO_USER_POOL_ID: 'eu-central-1_CheckOnly',
  VITE_COGNITO_CLIENT_ID: 'checkonlyclient',
  VITE_PUSHER_KEY: 'check',
  VITE_PUSHER_HOST: 'ws.wallet.example',
};
