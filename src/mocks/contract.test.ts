/**
 * The demo backend cannot drift from the contracts: every operation of openapi/*.yaml is called on the
 * mock (msw/node), and each response it gives — successes, its own errors, 401 without a token, and the
 * error/empty scenarios — is validated against the operation's response schema (ajv, JSON Schema 2020).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { config } from '@/services/config/env';
import { SERVICE_BASE_PATHS, type ServiceName } from '@/services/http/services';
import { demoAccessToken, type DemoUserKey } from './act-as';
import { getDb, updateDb } from './db';
import { DEMO_PASSWORD, demoUsers } from './fixtures/demo-users';
import { server } from './node';
import { KEYED_OPERATIONS } from './rest/idempotency';
import { scenarios } from './scenarios';

// ---------------------------------------------------------------------------------------------------------
// The contracts, with every $ref (local and ./components/common.yaml) inlined.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const OPENAPI_DIR = path.resolve(__dirname, '../../openapi');
const documents = new Map<string, JsonObject>();

function load(file: string): JsonObject {
  const absolute = path.resolve(OPENAPI_DIR, file);
  let document = documents.get(absolute);
  if (!document) {
    document = parse(readFileSync(absolute, 'utf8')) as JsonObject;
    documents.set(absolute, document);
  }
  return document;
}

function pointer(document: JsonObject, fragment: string): Json {
  return fragment
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<Json>((node, key) => (node as JsonObject)[key] as Json, document);
}

function inline(node: Json, file: string): Json {
  if (Array.isArray(node)) return node.map((item) => inline(item, file));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, ...siblings } = node;
  if (typeof $ref === 'string') {
    const [target = '', fragment = ''] = $ref.split('#');
    const targetFile = target ? path.relative(OPENAPI_DIR, path.resolve(OPENAPI_DIR, path.dirname(file), target)) : file;
    const resolved = inline(pointer(load(targetFile), `#${fragment}`), targetFile);
    // OpenAPI 3.1 allows description/summary next to $ref; they do not change validation.
    return typeof resolved === 'object' && resolved !== null && !Array.isArray(resolved)
      ? { ...resolved, ...(inline(siblings, file) as JsonObject) }
      : resolved;
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value, file)]));
}

interface Operation {
  id: string;
  service: ServiceName;
  method: string;
  path: string;
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
  /** Declares the Idempotency-Key header (a money-moving or creating POST). */
  keyed: boolean;
}

const SERVICES: ServiceName[] = ['wallet', 'identity', 'gamehub'];
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const operations: Operation[] = SERVICES.flatMap((service) => {
  const document = load(`${service}.yaml`);
  const paths = document.paths as JsonObject;
  return Object.entries(paths).flatMap(([route, item]) =>
    METHODS.filter((method) => (item as JsonObject)[method]).map((method) => {
      const operation = inline((item as JsonObject)[method] as Json, `${service}.yaml`) as JsonObject;
      return {
        id: String(operation.operationId),
        service,
        method: method.toUpperCase(),
        path: route,
        responses: operation.responses as Operation['responses'],
        keyed: ((operation.parameters ?? []) as JsonObject[]).some(
          (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
        ),
      };
    }),
  );
});

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addFormat('binary', true);
const validators = new Map<string, ValidateFunction>();

function validatorFor(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema as object);
    validators.set(key, validate);
  }
  return validate;
}

// ---------------------------------------------------------------------------------------------------------
// Calling the mock.

interface Call {
  params?: Record<string, string | undefined>;
  query?: Record<string, string | undefined>;
  json?: unknown;
  form?: Record<string, string | undefined>;
  multipart?: Record<string, string | Blob | undefined>;
  /** Who calls; null for no token. Default: the demo customer. */
  as?: DemoUserKey | null;
  /** The status this call must get. */
  expect: number;
  /** Installed for this call only (a scenario). */
  use?: HttpHandler;
  /** The Idempotency-Key; by default a fresh one for the operations that declare it, null for none. */
  key?: string | null;
}

const coverage = new Map<string, { success: number; error: number }>();

/** Makes the call, validates the response against the contract and returns its body text. */
async function check(operation: Operation, call: Call): Promise<string> {
  const route = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.params?.[name] ?? 'missing'));
  const url = new URL(`${config.apiBaseUrl}${SERVICE_BASE_PATHS[operation.service]}${route}`);
  for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
  const headers = new Headers();
  const as = call.as === undefined ? 'customer' : call.as;
  if (as) headers.set('Authorization', `Bearer ${demoAccessToken(as)}`);
  const key = call.key === undefined && operation.keyed ? crypto.randomUUID() : call.key;
  if (key) headers.set('Idempotency-Key', key);
  let body: BodyInit | undefined;
  if (call.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(call.json);
  } else if (call.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(
      Object.entries(call.form).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString();
  } else if (call.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(call.multipart)) if (value !== undefined) form.append(key, value);
    body = form;
  }
  if (call.use) server.use(call.use);
  const response = await fetch(url, { method: operation.method, headers, body });
  if (call.use) server.resetHandlers();
  const label = `${operation.method} ${operation.path} → ${response.status}`;
  const text = await response.text();
  expect(response.status, `${label}: ${text.slice(0, 300)}`).toBe(call.expect);
  const declared = operation.responses[String(response.status)] ?? operation.responses.default;
  expect(declared, `${label} is not declared in the contract`).toBeDefined();
  const schema = declared?.content?.['application/json']?.schema;
  if (schema === undefined) {
    expect(text, `${label} must have no body`).toBe('');
  } else {
    expect(response.headers.get('Content-Type')).toContain('application/json');
    const validate = validatorFor(schema);
    const valid = validate(JSON.parse(text));
    expect(valid, `${label} does not match the contract: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 500)}`).toBe(true);
  }
  const counts = coverage.get(operation.id) ?? { success: 0, error: 0 };
  if (response.status < 300) counts.success += 1;
  else counts.error += 1;
  coverage.set(operation.id, counts);
  return text;
}

// ---------------------------------------------------------------------------------------------------------
// What each operation is called with. Dynamic values are read from the seeded database.

const customer = demoUsers.customer.userId;
const db = () => getDb();
const firstOf = <T>(items: T[], what: string): T => {
  const item = items[0];
  if (item === undefined) throw new Error(`the seed has no ${what}`);
  return item;
};
const tronAddress = `T${'A'.repeat(33)}`;
const evmAddress = `0x${'ab'.repeat(20)}`;
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13])], 'art.png', { type: 'image/png' });
const huge = (type: string, name: string) => new File([new Uint8Array(1_600_000)], name, { type });

async function quote(amount = '0.01'): Promise<string> {
  const url = new URL(`${config.apiBaseUrl}/wallet/api/v1/converter/price`);
  url.search = new URLSearchParams({ from: 'BTC', to: 'USDT', amount }).toString();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${demoAccessToken()}` } });
  return ((await response.json()) as { id: string }).id;
}

function expireQuote(id: string): void {
  updateDb((current) =>
    current.quotes
      .filter((item) => item.id === id)
      .forEach((item) => (item.expiresAt = new Date(Date.now() - 1000).toISOString())),
  );
}

const draft = { assetId: 'usdt', networkId: 'tron', amount: '20', address: tronAddress };

async function post(route: string, json: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${config.apiBaseUrl}/wallet/api/v1${route}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${demoAccessToken()}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify(json),
  });
  return (await response.json()) as Record<string, unknown>;
}

async function verification(): Promise<string> {
  return String((await post('/transactions/send-withdraw-verification-code', draft)).verificationId);
}

async function withdrawalToken(): Promise<string> {
  const verificationId = await verification();
  return String(
    (
      await post('/transactions/verify-withdraw-verification-codes', {
        verificationId,
        codes: { email: '123456', sms: '123456' },
      })
    ).withdrawalToken,
  );
}

/** A call, or one prepared just before it is made (a verification must be the latest one). */
type Step = Call | (() => Promise<Call>);

const CASES: Record<string, () => Promise<Step[]> | Step[]> = {
  // Wallet
  listAccounts: () => [
    { query: { page: '2', per_page: '12', sort_by: 'balance', sort_order: 'desc' }, expect: 200 },
    { query: { asset: 'BTC' }, expect: 200 },
    { query: { page: '99' }, expect: 200 },
    { as: 'newcomer', expect: 200 },
    { query: { userId: demoUsers.admin.userId }, expect: 403 },
    { query: { per_page: '500' }, expect: 422 },
  ],
  createAccount: () => [
    { json: { assetId: 'apt' }, expect: 201 },
    { json: { assetId: 'btc' }, expect: 409 },
    { json: { assetId: 'nope' }, expect: 404 },
    { json: {}, expect: 422 },
  ],
  getAccount: () => [
    { params: { id: firstOf(db().accounts, 'account').id }, expect: 200 },
    { params: { id: 'acc_missing' }, expect: 404 },
  ],
  listAssets: () => [
    { query: { held: 'false', sort_by: 'name' }, expect: 200 },
    { query: { search: 'coin' }, expect: 200 },
  ],
  listNetworks: () => [{ expect: 200 }],
  listPrices: () => [{ expect: 200 }],
  listConverterDefinitions: () => [{ expect: 200 }],
  getConverterQuote: () => [
    { query: { from: 'BTC', to: 'USDT', amount: '0.01' }, expect: 200 },
    { query: { from: 'GHUB', to: 'GEM', amount: '1' }, expect: 404 },
    { query: { from: 'BTC', to: 'USDT', amount: '0.00000001' }, expect: 422 },
    { query: { from: 'BTC', to: 'USDT' }, expect: 422 },
  ],
  convert: () => [
    async () => ({ json: { quoteId: await quote() }, expect: 201 }),
    async () => {
      const expired = await quote();
      expireQuote(expired);
      return { json: { quoteId: expired }, expect: 410 };
    },
    { json: { quoteId: 'quote_missing' }, expect: 404 },
    async () => ({ json: { quoteId: await quote('100') }, expect: 422 }),
  ],
  getWalletAddress: () => [
    { params: { assetId: 'btc', networkId: 'bitcoin' }, expect: 200 },
    { params: { assetId: 'btc', networkId: 'bsc' }, expect: 404 },
  ],
  generateWalletAddress: () => [
    { json: { assetId: 'btc', networkId: 'bsc' }, expect: 201 },
    { json: { assetId: 'btc', networkId: 'bsc' }, expect: 200 },
    { json: { assetId: 'btc', networkId: 'tron' }, expect: 404 },
    { json: {}, expect: 422 },
  ],
  listTransactions: () => [
    {
      query: {
        type: 'withdrawal',
        status: 'completed',
        created_from: new Date(Date.now() - 90 * 86_400_000).toISOString(),
        per_page: '50',
      },
      expect: 200,
    },
    { query: { asset: 'ETH', sort_by: 'amount', sort_order: 'asc' }, expect: 200 },
    { query: { created_from: 'yesterday' }, expect: 422 },
    { query: { userId: demoUsers.admin.userId }, expect: 403 },
    { as: 'admin', query: { userId: customer }, expect: 200 },
  ],
  listTransactionLogs: () => [
    {
      query: {
        txId: firstOf(
          db().transactions.filter((tx) => tx.userId === customer),
          'transaction',
        ).id,
      },
      expect: 200,
    },
    { query: { txId: 'tx_missing' }, expect: 404 },
  ],
  getWithdrawalFee: () => [
    { json: { assetId: 'usdt', networkId: 'tron', amount: '25' }, expect: 200 },
    { json: { assetId: 'usdt', networkId: 'bitcoin', amount: '25' }, expect: 404 },
    { json: { assetId: 'usdt', networkId: 'tron', amount: '-1' }, expect: 422 },
  ],
  getDailyLimit: () => [
    { json: { assetId: 'btc' }, expect: 200 },
    { json: { assetId: 'nope' }, expect: 404 },
  ],
  sendWithdrawVerificationCode: () => [
    { json: draft, expect: 200 },
    { json: { ...draft, address: 'not-an-address' }, expect: 422 },
    { json: { ...draft, networkId: 'bitcoin' }, expect: 404 },
    { json: { assetId: 'xrp', networkId: 'ripple', amount: '50', address: `r${'A'.repeat(33)}` }, expect: 422 },
  ],
  verifyWithdrawVerificationCodes: () => [
    async () => ({ json: { verificationId: await verification(), codes: { email: '123456', sms: '123456' } }, expect: 200 }),
    async () => ({ json: { verificationId: await verification(), codes: { email: '000000' } }, expect: 422 }),
    async () => {
      const expired = await verification();
      updateDb((current) =>
        current.verifications
          .filter((item) => item.id === expired)
          .forEach((item) => (item.expiresAt = new Date(Date.now() - 1000).toISOString())),
      );
      return { json: { verificationId: expired, codes: { email: '123456', sms: '123456' } }, expect: 410 };
    },
    { json: { verificationId: 'wver_missing', codes: {} }, expect: 404 },
  ],
  createWithdrawal: () => [
    async () => ({ json: { ...draft, withdrawalToken: await withdrawalToken() }, expect: 201 }),
    { json: { ...draft, withdrawalToken: 'forged' }, expect: 403 },
    async () => ({ json: { ...draft, amount: '21', withdrawalToken: await withdrawalToken() }, expect: 403 }),
    async () => ({ json: { ...draft, address: 'bad', withdrawalToken: await withdrawalToken() }, expect: 422 }),
  ],
  createDepositUnreceived: () => [
    {
      multipart: {
        assetId: 'eth',
        networkId: 'ethereum',
        txHash: `0x${'1'.repeat(64)}`,
        amount: '0.5',
        note: 'Sent from my exchange yesterday',
      },
      expect: 201,
    },
    { multipart: { assetId: 'eth', networkId: 'ethereum', txHash: `0x${'1'.repeat(64)}`, amount: '0.5' }, expect: 409 },
    { multipart: { assetId: 'eth', networkId: 'tron', txHash: `0x${'2'.repeat(64)}`, amount: '0.5' }, expect: 404 },
    { multipart: { assetId: 'eth' }, expect: 422 },
    { json: { assetId: 'eth', networkId: 'ethereum', txHash: `0x${'5'.repeat(64)}`, amount: '0.5' }, expect: 422 },
    {
      multipart: {
        assetId: 'btc',
        networkId: 'bitcoin',
        txHash: '3'.repeat(64),
        amount: '0.01',
        depositedAt: '2026-01-10T09:30:00.000Z',
        toAddress: 'bc1qexample',
        screenshot: png(),
      },
      expect: 201,
    },
    {
      multipart: { assetId: 'btc', networkId: 'bitcoin', txHash: '4'.repeat(64), amount: '0.01', depositedAt: 'yesterday' },
      expect: 422,
    },
    {
      multipart: {
        assetId: 'btc',
        networkId: 'bitcoin',
        txHash: '6'.repeat(64),
        amount: '0.01',
        screenshot: huge('image/png', 'big.png'),
      },
      expect: 413,
    },
  ],
  listNfts: () => [
    { query: { search: 'dragon', per_page: '5' }, expect: 200 },
    { query: { sort_by: 'name', status: 'minted' }, expect: 200 },
  ],
  getNft: () => [
    { params: { id: firstOf(db().nfts, 'NFT').id }, expect: 200 },
    { params: { id: 'nft_missing' }, expect: 404 },
  ],
  mintErc1155: () => [
    { multipart: { image: png(), name: 'Test Gem', description: 'Minted by the contract test', supply: '10' }, expect: 201 },
    { multipart: { name: 'No image', supply: '1' }, expect: 422 },
    // The contract's own limit (10 MB), not the 1.5 MB the demo keeps elsewhere: NFT images live beside the database.
    { multipart: { image: huge('image/png', 'big.png'), name: 'Big but allowed', supply: '1' }, expect: 201 },
    {
      multipart: {
        image: new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
        name: 'Too big',
        supply: '1',
      },
      expect: 413,
    },
  ],
  transferErc1155: () => {
    const nft = firstOf(
      db().nfts.filter((item) => item.userId === customer && item.status === 'minted' && item.balance > 0),
      'minted NFT',
    );
    return [
      { json: { nftId: nft.id, toAddress: evmAddress, amount: 1 }, expect: 201 },
      { json: { nftId: 'nft_missing', toAddress: evmAddress, amount: 1 }, expect: 404 },
      { json: { nftId: nft.id, toAddress: 'nope', amount: 1 }, expect: 422 },
    ];
  },
  // Identity
  listUsers: () => [{ as: 'admin', query: { sort_by: 'name', sort_order: 'asc' }, expect: 200 }, { expect: 403 }],
  getUser: () => [
    { params: { id: customer }, expect: 200 },
    { params: { id: demoUsers.admin.userId }, expect: 403 },
    { as: 'admin', params: { id: 'u-missing' }, expect: 404 },
  ],
  updateUser: () => [
    { params: { id: customer }, json: { nickname: 'dz', phoneNumber: '+905551112233', gender: '3' }, expect: 200 },
    { params: { id: customer }, json: { birthdate: 'soon' }, expect: 422 },
    { params: { id: demoUsers.admin.userId }, json: { nickname: 'x' }, expect: 403 },
  ],
  deleteUser: () => [
    { as: 'newcomer', params: { id: demoUsers.newcomer.userId }, expect: 204 },
    // Still holding balances: the account cannot be closed (ADR 0023).
    { as: 'tenantAdmin', params: { id: demoUsers.tenantAdmin.userId }, expect: 409 },
    { params: { id: demoUsers.admin.userId }, expect: 403 },
    { as: 'admin', params: { id: 'u-missing' }, expect: 404 },
  ],
  uploadUserImage: () => [
    { params: { id: customer }, multipart: { image: png() }, expect: 200 },
    { params: { id: customer }, multipart: { other: 'x' }, expect: 422 },
    { params: { id: customer }, multipart: { image: huge('image/jpeg', 'big.jpg') }, expect: 413 },
  ],
  getRegistrationStatus: () => [
    { as: 'newcomer', params: { id: demoUsers.newcomer.userId }, expect: 200 },
    { params: { id: demoUsers.newcomer.userId }, expect: 403 },
  ],
  completeRegistration: () => [
    {
      as: 'newcomer',
      params: { id: demoUsers.newcomer.userId },
      json: { name: 'Nil', lastname: 'Yeni', birthdate: '1995-05-05', acceptTerms: true },
      expect: 200,
    },
    { as: 'newcomer', params: { id: demoUsers.newcomer.userId }, json: { name: 'Nil' }, expect: 422 },
  ],
  startKyc: () => [
    { json: { returnUrl: 'https://wallet.example/profile-settings', locale: 'tr' }, expect: 200 },
    { expect: 200, json: {} },
    { as: 'admin', json: {}, expect: 409 },
  ],
  getMew: () => [{ expect: 200 }, { as: 'newcomer', expect: 200 }],
  changePassword: () => [
    { json: { oldPassword: 'wrong', newPassword: 'Another#Pass1' }, expect: 422 },
    { json: { oldPassword: DEMO_PASSWORD, newPassword: 'weak' }, expect: 422 },
    { json: { oldPassword: DEMO_PASSWORD, newPassword: 'Another#Pass1' }, expect: 204 },
  ],
  createContact: () => [
    {
      multipart: {
        subject: 'Deposit missing',
        message: 'My ETH deposit has not arrived.',
        attachment: new File(['tx 0xabc'], 'proof.txt', { type: 'text/plain' }),
      },
      expect: 201,
    },
    { multipart: { subject: 'No attachment', message: 'Just a question.' }, expect: 201 },
    { multipart: { message: 'No subject' }, expect: 422 },
    { multipart: { subject: 'Big', message: 'x', attachment: huge('application/pdf', 'big.pdf') }, expect: 413 },
  ],
  // Game hub
  listNotifications: () => [
    { query: { unread: 'true' }, expect: 200 },
    { query: { page: '2', per_page: '10' }, expect: 200 },
  ],
  getNotification: () => [
    {
      params: {
        id: firstOf(
          db().notifications.filter((note) => note.userId === customer),
          'notification',
        ).id,
      },
      expect: 200,
    },
    { params: { id: 'ntf_missing' }, expect: 404 },
  ],
  readNotification: () => [
    {
      params: {
        id: firstOf(
          db().notifications.filter((note) => note.userId === customer && note.readAt === null),
          'unread notification',
        ).id,
      },
      expect: 200,
    },
    { params: { id: 'ntf_missing' }, expect: 404 },
  ],
  readAllNotifications: () => [{ expect: 200 }, { expect: 200 }],
  deleteNotification: () => {
    const id = firstOf(
      db().notifications.filter((note) => note.userId === customer),
      'notification',
    ).id;
    return [
      { params: { id }, expect: 204 },
      { params: { id }, expect: 404 },
    ];
  },
  authenticateSocketUser: () => [{ form: { socket_id: '1234.5678' }, expect: 200 }],
  authorizeSocketChannel: () => [
    { form: { socket_id: '1234.5678', channel_name: `private-notifications-${customer}` }, expect: 200 },
    { form: { socket_id: '1234.5678', channel_name: `presence-notifications-${customer}` }, expect: 200 },
    { form: { socket_id: '1234.5678', channel_name: `private-notifications-${demoUsers.admin.userId}` }, expect: 403 },
  ],
};

/** Scenario handlers need the operation as the contract spells it. */
function scenarioFor(operation: Operation, kind: 'error' | 'empty'): HttpHandler | undefined {
  const key = `${operation.method} ${operation.path}`;
  const service = scenarios[operation.service] as unknown as Record<typeof kind, (operation: string) => HttpHandler>;
  if (kind === 'error') return service.error(key);
  const ok = operation.responses['200']?.content?.['application/json']?.schema as JsonObject | undefined;
  const data = (ok?.properties as JsonObject | undefined)?.data as JsonObject | undefined;
  const isList = operation.method === 'GET' && data?.type === 'array';
  return isList ? service.empty(key) : undefined;
}

describe('the demo backend keeps to the OpenAPI contracts', () => {
  it.each(
    operations.map(
      (operation) => [`${operation.service} ${operation.id} (${operation.method} ${operation.path})`, operation] as const,
    ),
  )('%s', async (_, operation) => {
    const cases = CASES[operation.id];
    expect(cases, `no contract cases for ${operation.id}`).toBeDefined();
    for (const [index, step] of ((await cases?.()) ?? []).entries()) {
      const call = typeof step === 'function' ? await step() : step;
      if (!operation.keyed || index > 0) {
        await check(operation, call);
        continue;
      }
      // A replay with the same key answers exactly as the first time (and moves nothing twice).
      const keyedCall = { ...call, key: crypto.randomUUID() };
      const first = await check(operation, keyedCall);
      expect(await check(operation, keyedCall), 'a replay answers the first response').toBe(first);
    }
    const params = Object.fromEntries([...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1] ?? '', 'x']));
    // Without a token: 401 with the shared error body.
    await check(operation, { as: null, params, expect: 401 });
    // Without its Idempotency-Key a money-moving or creating POST is refused.
    if (operation.keyed) await check(operation, { params, key: null, expect: 422 });
    // The story/test scenarios answer in the contract's shapes too.
    await check(operation, { params, use: scenarioFor(operation, 'error'), expect: 500 });
    const empty = scenarioFor(operation, 'empty');
    if (empty) await check(operation, { params, use: empty, expect: 200 });
  });

  it('covers 100% of the operations with a validated success and error response', () => {
    const covered = operations.filter((operation) => {
      const counts = coverage.get(operation.id);
      return counts !== undefined && counts.success > 0 && counts.error > 0;
    });
    const missing = operations.filter((operation) => !covered.includes(operation)).map((operation) => operation.id);
    const percent = Math.round((covered.length / operations.length) * 100);
    const responses = [...coverage.values()].reduce((sum, counts) => sum + counts.success + counts.error, 0);
    console.info(
      `Contract coverage: ${covered.length}/${operations.length} operations (${percent}%), ${responses} responses validated.`,
    );
    expect(operations.length).toBe(41);
    expect(missing).toEqual([]);
  });

  it('the demo backend requires a key on exactly the operations whose contract declares it', () => {
    const keyed = operations.filter((operation) => operation.keyed);
    expect(keyed.map((operation) => operation.method)).toEqual(keyed.map(() => 'POST'));
    const declared = keyed.map((operation) => `${SERVICE_BASE_PATHS[operation.service]}${operation.path}`);
    expect([...declared].sort()).toEqual([...KEYED_OPERATIONS].sort());
  });
});
