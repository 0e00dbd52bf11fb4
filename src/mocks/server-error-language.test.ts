/**
 * The demo backend's error texts that the app shows a customer (the body's errorMessage, which toasts and
 * alerts prefer, or its message where the app shows that) are written in the language the request asks for
 * (Accept-Language, from app_locale); English is unchanged (ADR 0031, amended).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiError, identityApi, newIdempotencyKey, walletApi } from '@/services/api';
import { apiFailure } from '@/test/api-failure';
import { actAsDemoUser } from './act-as';
import { simulateDeposit, updateDb } from './db';
import { demoUsers } from './fixtures/demo-users';
import { replyLanguage } from './rest/language';

const customer = demoUsers.customer.userId;
const TRON = `T${'B'.repeat(33)}`;
const draft = { assetId: 'usdt', networkId: 'tron', amount: '20', address: TRON };
const action = () => ({ idempotencyKey: newIdempotencyKey() });

afterEach(() => {
  vi.useRealTimers();
});

const setKycStatus = (kycStatus: 'approved' | 'rejected') =>
  updateDb((db) => {
    const user = db.users.find((item) => item.id === customer);
    if (user) user.kycStatus = kycStatus;
  });

/** A quote for converting 0.01 BTC to USDT, which the customer holds. */
const btcQuote = () => walletApi.getConverterQuote({ from: 'BTC', to: 'USDT', amount: '0.01' });

const startKyc = () => identityApi.startKyc({}, action());

async function codesSent(change?: (verification: { attempts: number; expiresAt: string }) => void): Promise<string> {
  const { verificationId } = await walletApi.sendWithdrawVerificationCode(draft, action());
  if (change) updateDb((db) => db.verifications.filter((item) => item.id === verificationId).forEach((item) => change(item)));
  return verificationId;
}

const verify = (verificationId: string) =>
  walletApi.verifyWithdrawVerificationCodes({ verificationId, codes: { email: '123456', sms: '123456' } }, action());

const report = (txHash: string) =>
  walletApi.createDepositUnreceived({ assetId: 'eth', networkId: 'ethereum', txHash, amount: '0.5' }, action());

interface Case {
  name: string;
  /** The field the app shows: errorMessage (serverErrorMessage) or, without one, message (serverMessage). */
  shown: 'serverErrorMessage' | 'serverMessage';
  fail: () => Promise<ApiError>;
  en: string;
  tr: string;
}

const cases: Case[] = [
  {
    name: 'KYC already approved',
    shown: 'serverErrorMessage',
    fail: () => (setKycStatus('approved'), apiFailure(startKyc())),
    en: 'Your identity is already verified.',
    tr: 'Kimliğiniz zaten doğrulandı.',
  },
  {
    name: 'KYC rejected',
    shown: 'serverErrorMessage',
    fail: () => (setKycStatus('rejected'), apiFailure(startKyc())),
    en: 'Your verification was declined. Please contact support.',
    tr: 'Doğrulamanız reddedildi. Lütfen destek ekibine başvurun.',
  },
  {
    name: 'conversion: quote expired',
    shown: 'serverErrorMessage',
    fail: async () => {
      const quote = await btcQuote();
      vi.useFakeTimers({ now: Date.parse(quote.expiresAt) + 1000, toFake: ['Date'] });
      return apiFailure(walletApi.convert(quote.id, action()));
    },
    en: 'The price changed. Please review the new quote.',
    tr: 'Fiyat değişti. Lütfen yeni teklifi inceleyin.',
  },
  {
    name: 'conversion: quote not found',
    shown: 'serverMessage',
    fail: () => apiFailure(walletApi.convert('quote_missing', action())),
    en: 'Quote not found',
    tr: 'Teklif bulunamadı.',
  },
  {
    name: 'conversion: balance too low',
    shown: 'serverMessage',
    fail: async () => {
      const quote = await btcQuote();
      updateDb((db) =>
        db.accounts
          .filter((account) => account.userId === customer && account.assetId === 'btc')
          .forEach((account) => (account.availableBalance = '0')),
      );
      return apiFailure(walletApi.convert(quote.id, action()));
    },
    en: 'Insufficient balance',
    tr: 'Bakiyeniz yetersiz.',
  },
  {
    name: 'deposit report: already open',
    shown: 'serverErrorMessage',
    fail: async () => {
      await report(`0x${'1'.repeat(64)}`);
      return apiFailure(report(`0x${'1'.repeat(64)}`));
    },
    en: 'We are already looking into this transaction.',
    tr: 'Bu işlemi zaten inceliyoruz.',
  },
  {
    name: 'deposit report: already credited',
    shown: 'serverErrorMessage',
    fail: () => apiFailure(report(simulateDeposit(customer, 'ETH', '0.5').txHash ?? '')),
    en: 'This deposit has already been credited to your wallet.',
    tr: 'Bu yatırma cüzdanınıza zaten geçti.',
  },
  {
    name: 'withdrawal: verification not found',
    shown: 'serverMessage',
    fail: () => apiFailure(verify('wver_missing')),
    en: 'Verification not found; request new codes.',
    tr: 'Doğrulama bulunamadı; yeni kod isteyin.',
  },
  {
    name: 'withdrawal: too many wrong codes',
    shown: 'serverErrorMessage',
    fail: async () => apiFailure(verify(await codesSent((item) => (item.attempts = 5)))),
    en: 'Too many wrong codes. Please request new ones.',
    tr: 'Çok fazla yanlış kod girildi. Lütfen yeni kod isteyin.',
  },
  {
    name: 'withdrawal: codes expired',
    shown: 'serverErrorMessage',
    fail: async () => apiFailure(verify(await codesSent((item) => (item.expiresAt = new Date(Date.now() - 1000).toISOString())))),
    en: 'Your verification codes expired. Please request new ones.',
    tr: 'Doğrulama kodlarınızın süresi doldu. Lütfen yeni kod isteyin.',
  },
  {
    name: 'withdrawal: not verified',
    shown: 'serverMessage',
    fail: () => apiFailure(walletApi.createWithdrawal({ ...draft, withdrawalToken: 'forged' }, action())),
    en: 'Verify the withdrawal with your codes first.',
    tr: 'Önce çekimi kodlarınızla doğrulayın.',
  },
  {
    name: 'withdrawal: differs from the one verified',
    shown: 'serverMessage',
    fail: async () => {
      const { withdrawalToken } = await verify(await codesSent());
      return apiFailure(walletApi.createWithdrawal({ ...draft, amount: '21', withdrawalToken }, action()));
    },
    en: 'The withdrawal differs from the one verified.',
    tr: 'Bu çekim, doğrulanan çekimden farklı.',
  },
];

describe("the demo backend's error texts follow the request's language", () => {
  describe.each(['tr', 'en'] as const)('asked in %s', (language) => {
    it.each(cases)('$name', async ({ shown, fail, ...texts }) => {
      localStorage.setItem('app_locale', language);
      actAsDemoUser();
      const error = await fail();
      expect(error[shown]).toBe(texts[language]);
    });
  });

  it('a request without the header is answered in the language remembered for the caller, else English', async () => {
    localStorage.setItem('app_locale', 'tr');
    actAsDemoUser();
    await walletApi.listAccounts();
    expect(replyLanguage(new Request('https://api.test/', { headers: { 'Accept-Language': 'en' } }), customer)).toBe('en');
    expect(replyLanguage(new Request('https://api.test/'), customer)).toBe('tr');
    expect(replyLanguage(new Request('https://api.test/'), demoUsers.admin.userId)).toBe('en');
  });
});
