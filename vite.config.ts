import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // No API host configured: the app boots the in-browser demo backend. Decided at build time, so a
  // production build with a real backend contains no mock code at all.
  // `--mode demo` forces it (E2E and benchmarks), whatever a local .env says.
  const demoMode = mode === 'demo' || !env.VITE_API_BASE_URL;

  return {
    // The mock service worker script is served and emitted only for demo builds.
    plugins: [react(), demoMode && msw({ mode: 'worker-only' })],
    define: {
      __DEMO_MODE__: JSON.stringify(demoMode),
    },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
      },
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    build: {
      target: 'es2023',
      sourcemap: true,
      reportCompressedSize: false,
    },
  };
});
