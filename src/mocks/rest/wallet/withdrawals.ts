import type { HttpHandler } from 'msw';
import { priceWithdrawal, startWithdrawal } from '../../db/actions';
import { assetSpec, DEMO_VERIFICATION_CODE } from '../../db/catalog';
import { add } from '@/shared/money';
import { MINUTE, iso } from '../../db/format';
import { ALPHABETS } from '../../db/prng';
import { runtimeRandom } from '../../db/actions/runtime-random';
import { nextId } from '../../db/seed';
import { getDb, updateDb } from '../../db/store';
import { serverText } from '../../db/texts';
import type { Locale } from '@/services/i18n/locale';
import { secured } from '../http';
import { replyLanguage } from '../language';
import { Checks, readJson } from '../read';
import { fieldError } from '../responses';
import { http } from './service';
import { channelsOf, maskEmail, maskPhone } from './verification-channels';
import { checkWithdrawal, dailyLimit } from './withdrawal-rules';
import { recordSentCode, SEND_SCENARIOS, sendScenario } from '../../named-scenarios';

/** Wrong code submissions a challenge allows (the contract's maxAttempts). */
const MAX_CODE_ATTEMPTS = 5;
const maxAttempts = () => (sendScenario(SEND_SCENARIOS.tooManyAttempts) ? 1 : MAX_CODE_ATTEMPTS);
const codeIsRight = (given: unknown, code: string) => given === code || given === DEMO_VERIFICATION_CODE;
const tooManyAttempts = (language: Locale) => ({
  message: 'Too many wrong codes; request new ones.',
  code: 'TOO_MANY_ATTEMPTS',
  errorMessage: serverText(language, 'demo.backend.error.withdrawal.tooManyAttempts'),
});

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
      const checked = checkWithdrawal(getDb(), user, await readJson(request), replyLanguage(request, user.id));
      if (checked.kind === 'unsupported')
        return response(404).json({ message: `${checked.what} is not supported`, code: 'NOT_FOUND' });
      if (checked.kind === 'invalid')
        return response(422).json({ message: checked.errors[0]?.message ?? 'Invalid withdrawal', errors: checked.errors });
      const channels = channelsOf(user);
      const expiresInSeconds = sendScenario(SEND_SCENARIOS.expiredCode) ? 20 : 300;
      const verification = updateDb((db) => {
        db.verifications = db.verifications.filter((item) => item.userId !== user.id);
        const created = {
          id: nextId(db, 'wver'),
          userId: user.id,
          draft: checked.draft,
          channels,
          // A code of its own per request (shown in the demo panel); the fixed demo code works as well.
          code: runtimeRandom(db).string(ALPHABETS.digits, DEMO_VERIFICATION_CODE.length),
          expiresAt: iso(Date.now() + expiresInSeconds * 1000),
          attempts: 0,
          withdrawalToken: null,
          tokenExpiresAt: null,
          used: false,
        };
        db.verifications.push(created);
        return created;
      });
      recordSentCode({
        verificationId: verification.id,
        at: Date.now(),
        expiresAt: Date.parse(verification.expiresAt),
        code: verification.code,
        channels,
        what: `${checked.draft.amount} ${checked.spec.symbol} → ${checked.draft.networkId}`,
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
        expiresInSeconds,
        resendInSeconds: sendScenario(SEND_SCENARIOS.expiredCode) ? 5 : 30,
        maxAttempts: maxAttempts(),
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
      // The send flow shows these texts (errorMessage, else message): written in the customer's language.
      const language = replyLanguage(request, user.id);
      const verification = getDb().verifications.find((item) => item.id === verificationId && item.userId === user.id);
      if (!verification)
        return response(404).json({
          message: serverText(language, 'demo.backend.error.withdrawal.verificationNotFound'),
          code: 'NOT_FOUND',
        });
      if (verification.attempts >= maxAttempts()) return response(410).json(tooManyAttempts(language));
      if (Date.parse(verification.expiresAt) < Date.now()) {
        return response(410).json({
          message: 'The codes expired; request new ones.',
          code: 'CODE_EXPIRED',
          errorMessage: serverText(language, 'demo.backend.error.withdrawal.codesExpired'),
        });
      }
      const codes = typeof body.codes === 'object' && body.codes !== null ? (body.codes as Record<string, unknown>) : {};
      const refuseAll = sendScenario(SEND_SCENARIOS.wrongCode) && verification.attempts === 0;
      const wrong = verification.channels.filter((channel) => refuseAll || !codeIsRight(codes[channel], verification.code));
      if (wrong.length > 0) {
        updateDb((db) => {
          const stored = db.verifications.find((item) => item.id === verification.id);
          if (stored) stored.attempts += 1;
        });
        // The wrong code that uses up the last attempt ends the challenge at once.
        if (verification.attempts + 1 >= maxAttempts()) return response(410).json(tooManyAttempts(language));
        return response(422).json({
          message: 'Wrong verification code',
          errors: wrong.map((channel) =>
            fieldError(
              `codes.${channel}`,
              'INVALID_CODE',
              serverText(language, 'demo.backend.field.withdrawal.wrongCode', { channel }),
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
      const language = replyLanguage(request, user.id);
      // The send flow's alert shows this message as it is.
      if (sendScenario(SEND_SCENARIOS.submitFails))
        return response('default').json({ message: serverText(language, 'demo.backend.fault.scenario') }, { status: 500 });
      const body = await readJson(request);
      const db = getDb();
      const verification = db.verifications.find(
        (item) => item.userId === user.id && item.withdrawalToken !== null && item.withdrawalToken === body.withdrawalToken,
      );
      if (!verification || verification.used || Date.parse(verification.tokenExpiresAt ?? '') < Date.now()) {
        return response(403).json({
          message: serverText(language, 'demo.backend.error.withdrawal.verifyFirst'),
          code: 'VERIFICATION_REQUIRED',
        });
      }
      const checked = checkWithdrawal(db, user, body, language);
      if (checked.kind === 'unsupported')
        return response(422).json({
          message: 'Unsupported asset or network',
          errors: [fieldError('networkId', 'NOT_SUPPORTED', serverText(language, 'demo.backend.field.withdrawal.unsupported'))],
        });
      if (checked.kind === 'invalid')
        return response(422).json({ message: checked.errors[0]?.message ?? 'Invalid withdrawal', errors: checked.errors });
      const same =
        (['assetId', 'networkId', 'amount', 'address'] as const).every((key) => verification.draft[key] === checked.draft[key]) &&
        (verification.draft.memo ?? '') === (checked.draft.memo ?? '');
      if (!same)
        return response(403).json({
          message: serverText(language, 'demo.backend.error.withdrawal.mismatch'),
          code: 'VERIFICATION_MISMATCH',
        });
      const transaction = updateDb((current) => {
        const stored = current.verifications.find((item) => item.id === verification.id);
        if (stored) stored.used = true;
        return startWithdrawal(current, user.id, checked.draft);
      });
      return response(201).json(transaction);
    }),
  ),
];
