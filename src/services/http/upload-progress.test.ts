import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import type { paths as WalletPaths } from '@/services/generated/wallet';
import { setAccessTokenSource } from './access-token';
import { createApiClient, settle } from './client';
import { ApiError } from './errors';
import { toFormData } from './multipart';
import { fetchWithUploadProgress } from './upload-progress';

const HOST = 'https://api.test';
const MINT = `${HOST}/wallet/api/v1/nft/ERC1155`;
// jsdom's XHR keeps the browser's CORS rules: the API host answers the preflight and names the page's origin.
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, content-type, accept, idempotency-key',
  'Access-Control-Allow-Methods': 'POST',
};
const preflight = http.options(MINT, () => new HttpResponse(null, { status: 204, headers: CORS }));

const wallet = () => createApiClient<WalletPaths>({ baseUrl: HOST, basePath: '/wallet/api/v1', retry: { maxAttempts: 1 } });

const mint = (onProgress: (fraction: number) => void) =>
  settle(
    wallet().POST('/nft/ERC1155', {
      params: { header: { 'Idempotency-Key': 'key-1' } },
      body: { image: new Blob([new Uint8Array(4096)], { type: 'image/png' }), name: 'Koi', supply: 5 },
      bodySerializer: toFormData,
      fetch: fetchWithUploadProgress(onProgress),
    }),
    'errors.api.default',
  );

beforeEach(() => setAccessTokenSource(() => Promise.resolve('token-1')));
afterEach(() => setAccessTokenSource());

describe('upload with progress (XHR under openapi-fetch)', () => {
  it('sends the multipart body with the auth and key headers, reports progress and answers the JSON', async () => {
    const seen: Array<{ auth: string | null; key: string | null; type: string | null; name: FormDataEntryValue | null }> = [];
    server.use(
      preflight,
      http.post(MINT, async ({ request }) => {
        const form = await request.formData();
        seen.push({
          auth: request.headers.get('Authorization'),
          key: request.headers.get('Idempotency-Key'),
          type: request.headers.get('Content-Type'),
          name: form.get('name'),
        });
        return HttpResponse.json({ id: 'nft-1', name: 'Koi' }, { status: 201, headers: CORS });
      }),
    );
    const progress: number[] = [];
    const nft = await mint((fraction) => progress.push(fraction));
    expect(nft).toMatchObject({ id: 'nft-1', name: 'Koi' });
    expect(seen).toEqual([
      { auth: 'Bearer token-1', key: 'key-1', type: expect.stringMatching(/^multipart\/form-data; boundary=/), name: 'Koi' },
    ]);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
    expect(progress.at(-1)).toBe(1);
  });

  it("rejects with the server's error body like any other call", async () => {
    server.use(
      preflight,
      http.post(MINT, () =>
        HttpResponse.json({ message: 'Too large', errorMessage: 'Image too large' }, { status: 413, headers: CORS }),
      ),
    );
    const failure = await mint(() => undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 413, serverErrorMessage: 'Image too large' });
  });

  it('rejects as a network error when no answer comes', async () => {
    server.use(
      preflight,
      http.post(MINT, () => HttpResponse.error()),
    );
    const failure = await mint(() => undefined).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 0, isNetworkError: true });
  });
});
