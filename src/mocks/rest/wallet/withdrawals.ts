import type { HttpHandler } from 'msw';
import { priceWithdrawal, startWithdrawal } from '../../db/actions';
import { assetSpec, DEMO_VERIFICATION_CODE } from '../../db/catalog';
import { add } from '@/shared/money';
import { MINUTE, iso } from '../../db/format';
import { nextId } from '../../db/seed';
import { getDb, updateDb } from '../../db/store';
import { secured } from '../http';
import { Checks, readJson } from '../read';
import { fieldError } from '../responses';
import { http } from './service';
import { channelsOf, maskEmail, maskPhone } from './verification-channels';
import { checkWithdrawal, dailyLimit } from './withdrawal-rules';

/** Wrong code submissions a challenge allows (the contract's maxAttempts). */
const MAX_CODE_ATTEMPTS = 5;

/** Fee and daily limit, verification codes, then the withdrawal itself. */
export const withdrawalHandlers: HttpHandler[] = [
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
        maxAttempts: MAX_CODE_ATTEMPTS,
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
      if (Date.parse(verification.expiresAt) < Date.now() || verification.attempts >= MAX_CODE_ATTEMPTS) {
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
];
