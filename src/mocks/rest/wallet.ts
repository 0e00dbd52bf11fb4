import type { HttpHandler } from 'msw';
import type { AssetAccount, VerificationChannel, WithdrawalDraft } from '@/services/api';
import type { ErrorItem } from '@/services/http';
import type { paths } from '@/services/generated/wallet';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import {
  convertWithQuote,
  createNotification,
  ensureAccount,
  findAccount,
  priceWithdrawal,
  startWithdrawal,
} from '../db/actions';
import { assetSpec, DEMO_VERIFICATION_CODE, networkSpec, type AssetSpec } from '../db/catalog';
import { add, compare, divide, multiply, subtract } from '../db/decimal';
import { MINUTE, iso, roundToString } from '../db/format';
import { mediaUrl } from '../db/media';
import { createRandom } from '../db/prng';
import { addressFor, dailyLimitOf, explorerTxUrl, nextId } from '../db/seed';
import { getDb, updateDb } from '../db/store';
import type { DemoDatabase, StoredUser } from '../db/types';
import { isAdmin } from './auth';
import { secured, serviceHttp } from './http';
import { paginate, readPage, sortBy, sortOrder } from './paging';
import { Checks, DEMO_UPLOAD_LIMIT_BYTES, readJson, readMultipart } from './read';
import { fieldError } from './responses';

const http = serviceHttp<paths>(SERVICE_BASE_PATHS.wallet);

/** Whose records a list shows: the caller, or (admins only) the userId asked for. */
function ownerOf(user: StoredUser, requested: string | null): string | undefined {
  if (!requested || requested === user.id) return user.id;
  return isAdmin(user) ? requested : undefined;
}

const contains = (text: string, search: string) => text.toLowerCase().includes(search.toLowerCase());

/** Today's (UTC) withdrawals of an asset that still count against the limit, amount plus fee. */
function usedToday(db: DemoDatabase, userId: string, assetId: string, decimals: number): string {
  const dayStart = new Date();
  dayStart.setUTCHours(0, 0, 0, 0);
  return db.transactions
    .filter(
      (tx) =>
        tx.userId === userId &&
        tx.assetId === assetId &&
        tx.type === 'withdrawal' &&
        tx.status !== 'failed' &&
        tx.status !== 'cancelled' &&
        Date.parse(tx.createdAt) >= dayStart.getTime(),
    )
    .reduce((sum, tx) => add(sum, add(tx.amount, tx.fee, decimals), decimals), '0');
}

function dailyLimit(db: DemoDatabase, user: StoredUser, spec: AssetSpec) {
  const full = dailyLimitOf(spec);
  // Customers without KYC get a tenth of the limit.
  const limit = user.kycStatus === 'approved' ? full : roundToString(Number(full) / 10, spec.decimals);
  const used = usedToday(db, user.id, spec.id, spec.decimals);
  const remaining = compare(limit, used) > 0 ? subtract(limit, used, spec.decimals) : '0';
  const resetsAt = new Date();
  resetsAt.setUTCHours(24, 0, 0, 0);
  return { assetId: spec.id, asset: spec.symbol, limit, used, remaining, resetsAt: resetsAt.toISOString() };
}

type CheckedWithdrawal =
  | { kind: 'invalid'; errors: ErrorItem[] }
  | { kind: 'unsupported'; what: string }
  | { kind: 'ok'; draft: WithdrawalDraft; spec: AssetSpec };

/** Every rule a withdrawal must pass before codes are sent (and again when it is submitted). */
function checkWithdrawal(db: DemoDatabase, user: StoredUser, body: Record<string, unknown>): CheckedWithdrawal {
  const checks = new Checks(body);
  const assetId = checks.text('assetId');
  const networkId = checks.text('networkId');
  const amount = checks.amount('amount');
  const address = checks.text('address', { max: 200 });
  const memo = checks.optionalText('memo', 120);
  if (!checks.ok) return { kind: 'invalid', errors: checks.errors };
  const priced = priceWithdrawal(db, { assetId, networkId, amount });
  if (!priced) return { kind: 'unsupported', what: `${assetId} on ${networkId}` };
  const { spec, network, rules, totalDebit } = priced;
  const account = findAccount(db, user.id, assetId);
  const errors: ErrorItem[] = [];
  if (network.status === 'maintenance')
    errors.push(fieldError('networkId', 'NETWORK_MAINTENANCE', `${network.name} is under maintenance; try another network.`));
  if (!rules.withdrawEnabled)
    errors.push(fieldError('networkId', 'WITHDRAW_DISABLED', `${spec.symbol} withdrawals on ${network.name} are paused.`));
  if (!new RegExp(rules.addressRegex).test(address))
    errors.push(fieldError('address', 'INVALID_ADDRESS', `This is not a ${network.name} address.`));
  if (rules.memoRequired && !memo)
    errors.push(fieldError('memo', 'MEMO_REQUIRED', `A ${rules.memoLabel ?? 'memo'} is required on ${network.name}.`));
  if (memo && rules.memoRegex && !new RegExp(rules.memoRegex).test(memo))
    errors.push(fieldError('memo', 'INVALID_MEMO', `The ${rules.memoLabel ?? 'memo'} has the wrong format.`));
  if (compare(amount, rules.withdrawMin) < 0)
    errors.push(fieldError('amount', 'MIN_AMOUNT', `The minimum is ${rules.withdrawMin} ${spec.symbol}.`));
  if (rules.withdrawMax && compare(amount, rules.withdrawMax) > 0)
    errors.push(fieldError('amount', 'MAX_AMOUNT', `The maximum is ${rules.withdrawMax} ${spec.symbol}.`));
  if (!account || compare(totalDebit, account.availableBalance) > 0)
    errors.push(
      fieldError(
        'amount',
        'INSUFFICIENT_BALANCE',
        `Amount plus fee (${totalDebit} ${spec.symbol}) is more than your available balance.`,
      ),
    );
  const limit = dailyLimit(db, user, spec);
  if (compare(totalDebit, limit.remaining) > 0)
    errors.push(
      fieldError(
        'amount',
        'DAILY_LIMIT_EXCEEDED',
        `Only ${limit.remaining} ${spec.symbol} can be withdrawn until the limit resets.`,
      ),
    );
  if (errors.length > 0) return { kind: 'invalid', errors };
  return { kind: 'ok', draft: { assetId, networkId, amount, address, ...(memo ? { memo } : {}) }, spec };
}

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)} *** *** ** ${phone.slice(-2)}`;
}

function channelsOf(user: StoredUser): VerificationChannel[] {
  const channels: VerificationChannel[] = ['email'];
  if (user.phoneNumber) channels.push('sms');
  if (isAdmin(user)) channels.push('totp');
  return channels;
}

const accountMatches = (account: AssetAccount, search: string) =>
  contains(account.asset, search) || contains(account.assetObj.name, search);

export const walletHandlers: HttpHandler[] = [
  http.get(
    '/accounts',
    secured(({ query, request, response }, user) => {
      const owner = ownerOf(user, query.get('userId'));
      if (!owner) return response(403).json({ message: "Only admins may list another user's accounts.", code: 'FORBIDDEN' });
      const page = readPage(query, 20);
      if (Array.isArray(page)) return response('default').json({ message: 'Invalid paging', errors: page }, { status: 422 });
      const id = query.get('id');
      const asset = query.get('asset');
      const search = query.get('search');
      let accounts = getDb().accounts.filter((account) => account.userId === owner);
      if (id) accounts = accounts.filter((account) => account.id === id);
      if (asset) accounts = accounts.filter((account) => account.asset === asset.toUpperCase());
      if (search) accounts = accounts.filter((account) => accountMatches(account, search));
      const key = query.get('sort_by') ?? 'asset';
      const order = sortOrder(query.get('sort_order'), key === 'asset' ? 'asc' : 'desc');
      const sorted =
        key === 'balance'
          ? sortBy(accounts, (account) => Number(account.balance), order)
          : key === 'createdAt'
            ? sortBy(accounts, (account) => account.createdAt, order)
            : sortBy(accounts, (account) => account.asset, order);
      return response(200).json(paginate(sorted, page, request.url));
    }),
  ),

  http.post(
    '/accounts',
    secured(async ({ request, response }, user) => {
      const checks = new Checks(await readJson(request));
      const assetId = checks.text('assetId');
      if (!checks.ok) return response(422).json({ message: 'assetId is required.', errors: checks.errors });
      const spec = assetSpec(assetId);
      if (!spec) return response(404).json({ message: `Asset ${assetId} not found`, code: 'NOT_FOUND' });
      if (findAccount(getDb(), user.id, assetId)) {
        return response(409).json({ message: `You already have a ${spec.symbol} account.`, code: 'ACCOUNT_EXISTS' });
      }
      const account = updateDb((db) => ensureAccount(db, user.id, spec));
      createNotification(user.id, {
        type: 'AC_CREATED',
        data: { title: 'New asset account', message: `Your ${spec.symbol} account is ready.`, asset: spec.symbol },
      });
      return response(201).json(account);
    }),
  ),

  http.get(
    '/accounts/{id}',
    secured(({ params, response }, user) => {
      const account = getDb().accounts.find((item) => item.id === params.id && (item.userId === user.id || isAdmin(user)));
      return account ? response(200).json(account) : response(404).json({ message: 'Account not found', code: 'NOT_FOUND' });
    }),
  ),

  http.get(
    '/assets',
    secured(({ query, request, response }, user) => {
      const page = readPage(query, 50);
      if (Array.isArray(page)) return response('default').json({ message: 'Invalid paging', errors: page }, { status: 422 });
      const db = getDb();
      const search = query.get('search');
      const held = query.get('held');
      const mine = new Set(db.accounts.filter((account) => account.userId === user.id).map((account) => account.assetId));
      let assets = db.assets;
      if (search) assets = assets.filter((asset) => contains(asset.symbol, search) || contains(asset.name, search));
      if (held === 'true' || held === 'false') assets = assets.filter((asset) => mine.has(asset.id) === (held === 'true'));
      const key = query.get('sort_by') === 'name' ? 'name' : 'symbol';
      const sorted = sortBy(assets, (asset) => asset[key], sortOrder(query.get('sort_order'), 'asc'));
      return response(200).json(paginate(sorted, page, request.url));
    }),
  ),

  http.get(
    '/networks',
    secured(({ response }) => response(200).json({ data: getDb().networks })),
  ),

  http.get(
    '/converter',
    secured(({ response }) => response(200).json({ currency: 'USD', data: getDb().prices })),
  ),

  http.get(
    '/converter/definitions',
    secured(({ response }) => response(200).json({ data: getDb().converterDefinitions })),
  ),

  http.get(
    '/converter/price',
    secured(({ query, response }, user) => {
      const checks = new Checks({ from: query.get('from') ?? '', to: query.get('to') ?? '', amount: query.get('amount') ?? '' });
      const fromSymbol = checks.text('from');
      const toSymbol = checks.text('to');
      const amount = checks.amount('amount');
      if (!checks.ok) return response(422).json({ message: 'from, to and amount are required.', errors: checks.errors });
      const definition = getDb().converterDefinitions.find(
        (item) => item.fromAsset === fromSymbol.toUpperCase() && item.toAsset === toSymbol.toUpperCase(),
      );
      if (!definition || !definition.enabled)
        return response(404).json({ message: `${fromSymbol} cannot be converted to ${toSymbol}.`, code: 'PAIR_NOT_AVAILABLE' });
      if (compare(amount, definition.minAmount) < 0) {
        return response(422).json({
          message: `The minimum is ${definition.minAmount} ${definition.fromAsset}.`,
          errors: [fieldError('amount', 'MIN_AMOUNT', `The minimum is ${definition.minAmount} ${definition.fromAsset}.`)],
        });
      }
      if (compare(amount, definition.maxAmount) > 0) {
        return response(422).json({
          message: `The maximum is ${definition.maxAmount} ${definition.fromAsset}.`,
          errors: [fieldError('amount', 'MAX_AMOUNT', `The maximum is ${definition.maxAmount} ${definition.fromAsset}.`)],
        });
      }
      const from = assetSpec(definition.fromAssetId) as AssetSpec;
      const to = assetSpec(definition.toAssetId) as AssetSpec;
      const rate = divide(from.price ?? '0', to.price ?? '1', 18);
      const gross = multiply(amount, rate, to.decimals);
      const fee = roundToString((Number(gross) * Number(definition.feePercent)) / 100, to.decimals, 6);
      const receiveAmount = subtract(gross, fee, to.decimals);
      const quote = updateDb((db) => {
        const stored = {
          id: nextId(db, 'quote'),
          userId: user.id,
          fromAssetId: from.id,
          toAssetId: to.id,
          fromAsset: from.symbol,
          toAsset: to.symbol,
          amount,
          rate: roundToString(Number(rate), 18, 10),
          fee,
          receiveAmount,
          expiresAt: iso(Date.now() + 30_000),
        };
        // Quotes expired for more than 10 minutes are forgotten (until then, using one answers 410).
        db.quotes = [...db.quotes.filter((item) => Date.parse(item.expiresAt) > Date.now() - 10 * MINUTE), stored];
        return stored;
      });
      const { userId: _owner, fromAssetId: _from, toAssetId: _to, ...body } = quote;
      return response(200).json(body);
    }),
  ),

  http.post(
    '/converter',
    secured(async ({ request, response }, user) => {
      const checks = new Checks(await readJson(request));
      const quoteId = checks.text('quoteId');
      if (!checks.ok) return response(422).json({ message: 'quoteId is required.', errors: checks.errors });
      const db = getDb();
      const quote = db.quotes.find((item) => item.id === quoteId && item.userId === user.id);
      if (!quote) return response(404).json({ message: 'Quote not found', code: 'NOT_FOUND' });
      if (Date.parse(quote.expiresAt) < Date.now()) {
        return response(410).json({
          message: 'The quote expired; ask for a new price.',
          code: 'QUOTE_EXPIRED',
          errorMessage: 'The price changed. Please review the new quote.',
        });
      }
      const account = findAccount(db, user.id, quote.fromAssetId);
      if (!account || compare(quote.amount, account.availableBalance) > 0) {
        return response(422).json({
          message: 'Insufficient balance',
          errors: [fieldError('amount', 'INSUFFICIENT_BALANCE', `Your available ${quote.fromAsset} balance is too low.`)],
        });
      }
      return response(201).json(updateDb((current) => convertWithQuote(current, user.id, quote.id)));
    }),
  ),

  http.get(
    '/wallet-addresses/asset/{assetId}/network/{networkId}',
    secured(({ params, response }, user) => {
      const address = getDb().addresses.find(
        (item) => item.userId === user.id && item.assetId === params.assetId && item.networkId === params.networkId,
      );
      return address
        ? response(200).json(address)
        : response(404).json({ message: 'No address yet for this asset and network', code: 'NOT_FOUND' });
    }),
  ),

  http.post(
    '/wallet-addresses/generate',
    secured(async ({ request, response }, user) => {
      const checks = new Checks(await readJson(request));
      const assetId = checks.text('assetId');
      const networkId = checks.text('networkId');
      if (!checks.ok) return response(422).json({ message: 'assetId and networkId are required.', errors: checks.errors });
      const spec = assetSpec(assetId);
      const rules = getDb()
        .networks.find((network) => network.id === networkId)
        ?.assets.find((item) => item.assetId === assetId);
      if (!spec || !rules) return response(404).json({ message: `${assetId} does not move on ${networkId}`, code: 'NOT_FOUND' });
      if (!rules.depositEnabled)
        return response(422).json({
          message: 'Deposits are paused on this network.',
          errors: [fieldError('networkId', 'DEPOSIT_DISABLED', 'Deposits are paused on this network.')],
        });
      const existing = getDb().addresses.find(
        (item) => item.userId === user.id && item.assetId === assetId && item.networkId === networkId,
      );
      if (existing) return response(200).json(existing);
      const address = updateDb((db) => {
        ensureAccount(db, user.id, spec);
        const created = addressFor(db, createRandom(db.sequence * 31 + 7), user.id, spec, networkId, iso(Date.now()));
        db.addresses.push(created);
        return created;
      });
      return response(201).json(address);
    }),
  ),

  http.get(
    '/transactions',
    secured(({ query, request, response }, user) => {
      const owner = ownerOf(user, query.get('userId'));
      if (!owner) return response(403).json({ message: "Only admins may list another user's transactions.", code: 'FORBIDDEN' });
      const page = readPage(query, 20);
      if (Array.isArray(page)) return response(422).json({ message: 'Invalid paging', errors: page });
      const errors: ErrorItem[] = [];
      const instant = (name: 'created_from' | 'created_to') => {
        const raw = query.get(name);
        if (!raw) return undefined;
        const time = Date.parse(raw);
        if (Number.isNaN(time)) errors.push(fieldError(name, 'INVALID_DATE', `${name} must be an ISO 8601 date-time.`));
        return time;
      };
      const from = instant('created_from');
      const to = instant('created_to');
      if (errors.length > 0) return response(422).json({ message: 'Invalid date range', errors });
      const asset = query.get('asset')?.toUpperCase();
      const type = query.get('type');
      const status = query.get('status');
      const list = getDb().transactions.filter(
        (tx) =>
          tx.userId === owner &&
          (!asset || tx.asset === asset || tx.counterAsset === asset) &&
          (!type || tx.type === type) &&
          (!status || tx.status === status) &&
          (from === undefined || Date.parse(tx.createdAt) >= from) &&
          (to === undefined || Date.parse(tx.createdAt) < to),
      );
      const order = sortOrder(query.get('sort_order'));
      const sorted =
        query.get('sort_by') === 'amount'
          ? sortBy(list, (tx) => Number(tx.amount), order)
          : sortBy(list, (tx) => tx.createdAt, order);
      return response(200).json(paginate(sorted, page, request.url));
    }),
  ),

  http.get(
    '/transactions-logs',
    secured(({ query, response }, user) => {
      const txId = query.get('txId');
      const db = getDb();
      const tx = db.transactions.find((item) => item.id === txId && (item.userId === user.id || isAdmin(user)));
      if (!tx) return response(404).json({ message: 'Transaction not found', code: 'NOT_FOUND' });
      const logs = db.transactionLogs.filter((log) => log.txId === tx.id).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      return response(200).json({ data: logs });
    }),
  ),

  http.post(
    '/transactions/ext/fee',
    secured(async ({ request, response }) => {
      const body = await readJson(request);
      const checks = new Checks(body);
      const assetId = checks.text('assetId');
      const networkId = checks.text('networkId');
      const amount = checks.amount('amount');
      const address = checks.optionalText('address', 200);
      if (!checks.ok)
        return response(422).json({ message: 'assetId, networkId and a positive amount are required.', errors: checks.errors });
      const db = getDb();
      const priced = priceWithdrawal(db, { assetId, networkId, amount });
      if (!priced) return response(404).json({ message: `${assetId} does not move on ${networkId}`, code: 'NOT_FOUND' });
      // A transfer to another wallet customer stays inside the wallet: no network fee.
      const internal = address !== undefined && db.addresses.some((item) => item.address === address);
      const fee = internal ? '0' : priced.fee;
      return response(200).json({
        assetId,
        asset: priced.spec.symbol,
        networkId,
        amount,
        fee,
        feeAsset: priced.spec.symbol,
        totalDebit: add(amount, fee, priced.spec.decimals),
        minAmount: priced.rules.withdrawMin,
        maxAmount: priced.rules.withdrawMax,
      });
    }),
  ),

  http.post(
    '/transactions/daily-limit/info',
    secured(async ({ request, response }, user) => {
      const checks = new Checks(await readJson(request));
      const assetId = checks.text('assetId');
      const spec = assetSpec(assetId);
      if (!spec) return response(404).json({ message: `Asset ${assetId || '(none)'} not found`, code: 'NOT_FOUND' });
      return response(200).json(dailyLimit(getDb(), user, spec));
    }),
  ),

  http.post(
    '/transactions/send-withdraw-verification-code',
    secured(async ({ request, response }, user) => {
      const checked = checkWithdrawal(getDb(), user, await readJson(request));
      if (checked.kind === 'unsupported')
        return response(404).json({ message: `${checked.what} is not supported`, code: 'NOT_FOUND' });
      if (checked.kind === 'invalid')
        return response(422).json({ message: checked.errors[0]?.message ?? 'Invalid withdrawal', errors: checked.errors });
      const channels = channelsOf(user);
      const verification = updateDb((db) => {
        db.verifications = db.verifications.filter((item) => item.userId !== user.id);
        const created = {
          id: nextId(db, 'wver'),
          userId: user.id,
          draft: checked.draft,
          channels,
          code: DEMO_VERIFICATION_CODE,
          expiresAt: iso(Date.now() + 5 * MINUTE),
          attempts: 0,
          withdrawalToken: null,
          tokenExpiresAt: null,
          used: false,
        };
        db.verifications.push(created);
        return created;
      });
      return response(200).json({
        verificationId: verification.id,
        channels: channels.map((channel) => ({
          channel,
          destination:
            channel === 'email'
              ? maskEmail(user.email)
              : channel === 'sms' && user.phoneNumber
                ? maskPhone(user.phoneNumber)
                : null,
        })),
        codeLength: DEMO_VERIFICATION_CODE.length,
        expiresInSeconds: 300,
        resendInSeconds: 30,
      });
    }),
  ),

  http.post(
    '/transactions/verify-withdraw-verification-codes',
    secured(async ({ request, response }, user) => {
      const body = await readJson(request);
      const checks = new Checks(body);
      const verificationId = checks.text('verificationId');
      if (!checks.ok) return response(422).json({ message: 'verificationId is required.', errors: checks.errors });
      const verification = getDb().verifications.find((item) => item.id === verificationId && item.userId === user.id);
      if (!verification) return response(404).json({ message: 'Verification not found; request new codes.', code: 'NOT_FOUND' });
      if (Date.parse(verification.expiresAt) < Date.now() || verification.attempts >= 5) {
        return response(410).json({
          message: 'The codes expired; request new ones.',
          code: 'CODE_EXPIRED',
          errorMessage: 'Your verification codes expired. Please request new ones.',
        });
      }
      const codes = typeof body.codes === 'object' && body.codes !== null ? (body.codes as Record<string, unknown>) : {};
      const wrong = verification.channels.filter((channel) => codes[channel] !== verification.code);
      if (wrong.length > 0) {
        updateDb((db) => {
          const stored = db.verifications.find((item) => item.id === verification.id);
          if (stored) stored.attempts += 1;
        });
        return response(422).json({
          message: 'Wrong verification code',
          errors: wrong.map((channel) =>
            fieldError(
              `codes.${channel}`,
              'INVALID_CODE',
              `The ${channel === 'totp' ? 'authenticator' : channel} code is not right.`,
            ),
          ),
        });
      }
      const verified = updateDb((db) => {
        const stored = db.verifications.find((item) => item.id === verification.id) ?? verification;
        stored.withdrawalToken = `wtok_${stored.id}_${db.sequence}`;
        stored.tokenExpiresAt = iso(Date.now() + 5 * MINUTE);
        return stored;
      });
      return response(200).json({
        verificationId: verified.id,
        withdrawalToken: verified.withdrawalToken ?? '',
        expiresAt: verified.tokenExpiresAt ?? iso(Date.now()),
      });
    }),
  ),

  http.post(
    '/transactions/ext',
    secured(async ({ request, response }, user) => {
      const body = await readJson(request);
      const db = getDb();
      const verification = db.verifications.find(
        (item) => item.userId === user.id && item.withdrawalToken !== null && item.withdrawalToken === body.withdrawalToken,
      );
      if (!verification || verification.used || Date.parse(verification.tokenExpiresAt ?? '') < Date.now()) {
        return response(403).json({ message: 'Verify the withdrawal with your codes first.', code: 'VERIFICATION_REQUIRED' });
      }
      const checked = checkWithdrawal(db, user, body);
      if (checked.kind === 'unsupported')
        return response(422).json({
          message: 'Unsupported asset or network',
          errors: [fieldError('networkId', 'NOT_SUPPORTED', 'Unsupported asset or network.')],
        });
      if (checked.kind === 'invalid')
        return response(422).json({ message: checked.errors[0]?.message ?? 'Invalid withdrawal', errors: checked.errors });
      const same =
        (['assetId', 'networkId', 'amount', 'address'] as const).every((key) => verification.draft[key] === checked.draft[key]) &&
        (verification.draft.memo ?? '') === (checked.draft.memo ?? '');
      if (!same)
        return response(403).json({ message: 'The withdrawal differs from the one verified.', code: 'VERIFICATION_MISMATCH' });
      const transaction = updateDb((current) => {
        const stored = current.verifications.find((item) => item.id === verification.id);
        if (stored) stored.used = true;
        return startWithdrawal(current, user.id, checked.draft);
      });
      return response(201).json(transaction);
    }),
  ),

  http.post(
    '/deposit-unreceiveds',
    secured(async ({ request, response }, user) => {
      const checks = new Checks(await readJson(request));
      const assetId = checks.text('assetId');
      const networkId = checks.text('networkId');
      const txHash = checks.text('txHash', { min: 10, max: 128 });
      const amount = checks.amount('amount');
      const note = checks.optionalText('note', 1000);
      if (!checks.ok)
        return response(422).json({ message: checks.errors[0]?.message ?? 'Invalid request', errors: checks.errors });
      const spec = assetSpec(assetId);
      if (!spec || !spec.networks.includes(networkId))
        return response(404).json({ message: `${assetId} does not move on ${networkId}`, code: 'NOT_FOUND' });
      const db = getDb();
      if (db.depositRequests.some((item) => item.txHash === txHash)) {
        return response(409).json({
          message: 'A request for this transaction hash is already open.',
          code: 'DUPLICATE',
          errorMessage: 'We are already looking into this transaction.',
        });
      }
      if (
        db.transactions.some(
          (tx) => tx.userId === user.id && tx.txHash === txHash && tx.type === 'deposit' && tx.status === 'completed',
        )
      ) {
        return response(409).json({
          message: 'This deposit has already been credited.',
          code: 'ALREADY_CREDITED',
          errorMessage: 'This deposit has already been credited to your wallet.',
        });
      }
      const created = updateDb((current) => {
        const request = {
          id: nextId(current, 'dur'),
          userId: user.id,
          assetId: spec.id,
          asset: spec.symbol,
          networkId,
          txHash,
          amount,
          note: note ?? null,
          status: 'submitted' as const,
          createdAt: iso(Date.now()),
        };
        current.depositRequests.push(request);
        return request;
      });
      return response(201).json(created);
    }),
  ),

  http.get(
    '/nft',
    secured(({ query, request, response }, user) => {
      const owner = ownerOf(user, query.get('userId'));
      if (!owner) return response(403).json({ message: "Only admins may list another user's NFTs.", code: 'FORBIDDEN' });
      const page = readPage(query, 20);
      if (Array.isArray(page)) return response('default').json({ message: 'Invalid paging', errors: page }, { status: 422 });
      const search = query.get('search');
      const status = query.get('status');
      const list = getDb().nfts.filter(
        (nft) => nft.userId === owner && (!search || contains(nft.name, search)) && (!status || nft.status === status),
      );
      const order = sortOrder(query.get('sort_order'), query.get('sort_by') === 'name' ? 'asc' : 'desc');
      const sorted =
        query.get('sort_by') === 'name' ? sortBy(list, (nft) => nft.name, order) : sortBy(list, (nft) => nft.createdAt, order);
      return response(200).json(paginate(sorted, page, request.url));
    }),
  ),

  http.get(
    '/nft/{id}',
    secured(({ params, response }, user) => {
      const nft = getDb().nfts.find((item) => item.id === params.id && (item.userId === user.id || isAdmin(user)));
      return nft ? response(200).json(nft) : response(404).json({ message: 'NFT not found', code: 'NOT_FOUND' });
    }),
  ),

  http.post(
    '/nft/ERC1155',
    secured(async ({ request, response }, user) => {
      const multipart = await readMultipart(request);
      if (!multipart)
        return response(422).json({
          message: 'Send the NFT as multipart/form-data.',
          errors: [fieldError('image', 'REQUIRED', 'image is required.')],
        });
      const checks = new Checks(multipart.fields);
      const name = checks.text('name', { max: 80 });
      const description = checks.optionalText('description', 1000) ?? '';
      const supply = checks.integer('supply', 1, 1_000_000);
      const image = multipart.files.image;
      if (!image) checks.fail('image', 'REQUIRED', 'image is required.');
      else if (!/^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(image.type))
        checks.fail('image', 'UNSUPPORTED_TYPE', 'The image must be PNG, JPEG, GIF, WebP or SVG.');
      if (image && image.size > DEMO_UPLOAD_LIMIT_BYTES) {
        return response(413).json({ message: 'The image is too large for the demo backend (1.5 MB).', code: 'TOO_LARGE' });
      }
      if (!checks.ok || !image)
        return response(422).json({ message: checks.errors[0]?.message ?? 'Invalid NFT', errors: checks.errors });
      const polygon = networkSpec('polygon');
      const nft = updateDb((db) => {
        const id = nextId(db, 'nft');
        const key = `nft/${id}.${image.type === 'image/svg+xml' ? 'svg' : (image.type.split('/')[1] ?? 'bin')}`;
        db.media[key] = { contentType: image.type, encoding: 'base64', body: image.base64 };
        const txHash = polygon ? polygon.txHash(createRandom(db.sequence)) : null;
        const created = {
          id,
          userId: user.id,
          standard: 'ERC1155' as const,
          networkId: 'polygon',
          contractAddress: db.nfts[0]?.contractAddress ?? `0x${'7a1fd0'.padEnd(40, '3')}`,
          tokenId: String(5000 + db.sequence),
          name,
          description,
          imageUrl: mediaUrl(key),
          supply,
          balance: supply,
          status: 'minted' as const,
          txHash,
          explorerUrl: polygon && txHash ? explorerTxUrl(polygon, txHash) : null,
          createdAt: iso(Date.now()),
        };
        db.nfts.unshift(created);
        return created;
      });
      return response(201).json(nft);
    }),
  ),

  http.post(
    '/nft/ERC1155/transfer',
    secured(async ({ request, response }, user) => {
      const body = await readJson(request);
      const checks = new Checks(body);
      const nftId = checks.text('nftId');
      const toAddress = checks.text('toAddress', { max: 100 });
      const amount = checks.integer('amount', 1, 1_000_000);
      if (!checks.ok)
        return response(422).json({ message: checks.errors[0]?.message ?? 'Invalid transfer', errors: checks.errors });
      const nft = getDb().nfts.find((item) => item.id === nftId && item.userId === user.id);
      if (!nft) return response(404).json({ message: 'NFT not found', code: 'NOT_FOUND' });
      const errors: ErrorItem[] = [];
      if (!/^0x[a-fA-F0-9]{40}$/.test(toAddress))
        errors.push(
          fieldError('toAddress', 'INVALID_ADDRESS', 'Enter an address starting with 0x followed by 40 hexadecimal characters.'),
        );
      if (nft.status === 'minting') errors.push(fieldError('nftId', 'NOT_MINTED', 'The NFT is still being minted.'));
      if (amount > nft.balance) errors.push(fieldError('amount', 'INSUFFICIENT_BALANCE', `You hold ${nft.balance} of this NFT.`));
      if (errors.length > 0) return response(422).json({ message: errors[0]?.message ?? 'Invalid transfer', errors });
      const transfer = updateDb((db) => {
        const stored = db.nfts.find((item) => item.id === nft.id) ?? nft;
        stored.balance -= amount;
        stored.status = 'transferring';
        const created = {
          id: nextId(db, 'nftx'),
          userId: user.id,
          nftId: nft.id,
          toAddress,
          amount,
          status: 'pending' as const,
          txHash: null,
          createdAt: iso(Date.now()),
        };
        db.nftTransfers.push(created);
        db.jobs.push({ id: nextId(db, 'job'), at: Date.now() + 5_000, kind: 'complete-nft-transfer', ref: created.id });
        return created;
      });
      const { userId: _owner, ...publicTransfer } = transfer;
      return response(201).json(publicTransfer);
    }),
  ),
];
