// The demo backend's REST and Cognito handlers (src/mocks, the same ones the demo build runs in the page), served
// over HTTP from Node: a production build pointed at it runs only the app's own code in the page. For benchmarks
// of signed-in screens (bench:lighthouse), where the in-page backend's start-up would be measured with the app.
import { createServer as createHttpServer } from 'node:http';
import { getResponse } from 'msw';
import { createSsrLoader } from '../../deploy/ssr-loader.ts';
import { compressible, encode, preferredEncoding } from './content-encoding.mjs';

/** Where the build sends Amplify's Cognito calls on this server (VITE_COGNITO_ENDPOINT). */
const COGNITO_PATH = '/cognito/';

/** The production configuration of a build that talks to this server at `origin`. */
export function demoApiBuildEnv(origin) {
  return {
    VITE_API_BASE_URL: origin,
    VITE_COGNITO_ENDPOINT: `${origin}${COGNITO_PATH}`,
    // The demo user pool's ids (src/services/config/demo-hosts.ts): the Cognito mock issues tokens for them.
    VITE_COGNITO_USER_POOL_ID: 'eu-central-1_WalletDemo',
    VITE_COGNITO_CLIENT_ID: 'walletdemoclient0000000000',
    VITE_PUSHER_KEY: 'wallet-demo-key',
    // No socket server here: the client's connection fails at once (after the first paint) and retries later.
    VITE_PUSHER_HOST: '127.0.0.1',
  };
}

/** Starts the server on `port`; resolves to { url, stop }. */
export async function startDemoApiServer({ port }) {
  const vite = await createSsrLoader(true);
  const [{ handlers }, { DEMO, DEMO_USER_POOL_ENDPOINT }] = await Promise.all([
    vite.ssrLoadModule('/src/mocks/handlers.ts'),
    vite.ssrLoadModule('/src/services/config/demo-hosts.ts'),
  ]);
  const origin = `http://127.0.0.1:${port}`;

  /** The URL the handlers know: the demo hosts in place of this server. */
  const demoUrl = (path) =>
    path.startsWith(COGNITO_PATH) ? `${DEMO_USER_POOL_ENDPOINT}${path.slice(COGNITO_PATH.length)}` : `${DEMO.apiBaseUrl}${path}`;

  const server = createHttpServer(async (incoming, outgoing) => {
    const cors = {
      'access-control-allow-origin': incoming.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers': incoming.headers['access-control-request-headers'] ?? '*',
      'access-control-expose-headers': '*',
      vary: 'Origin',
    };
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, cors).end();
      return;
    }
    try {
      const chunks = [];
      for await (const chunk of incoming) chunks.push(chunk);
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
      const request = new Request(demoUrl(incoming.url ?? '/'), {
        method: incoming.method,
        headers,
        body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : body,
      });
      const response = await getResponse(handlers, request);
      if (!response) {
        outgoing.writeHead(404, cors).end();
        return;
      }
      const responseHeaders = { ...cors };
      response.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'content-encoding') responseHeaders[name] = value;
      });
      // The handlers' URLs (media: asset icons, NFT art, pictures) name the demo host: this server answers them.
      const answer = (response.headers.get('content-type') ?? '').includes('json')
        ? Buffer.from((await response.text()).replaceAll(DEMO.apiBaseUrl, origin))
        : Buffer.from(await response.arrayBuffer());
      // Compressed as a gateway in front of a real backend does (content-encoding.mjs).
      const encoding = compressible(responseHeaders['content-type'], answer)
        ? preferredEncoding(incoming.headers['accept-encoding'])
        : undefined;
      if (encoding) {
        responseHeaders['content-encoding'] = encoding;
        responseHeaders.vary = 'Origin, Accept-Encoding';
      }
      outgoing.writeHead(response.status, responseHeaders).end(encoding ? encode(encoding, answer) : answer);
    } catch (error) {
      console.error('Demo API server:', error);
      outgoing.writeHead(500, cors).end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: origin,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    },
  };
}
