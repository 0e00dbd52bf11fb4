/**
 * The demo backend's per-field messages (errors[].message) that the app shows a customer as they are, and its
 * demo faults' messages, are written in the language the request asks for (Accept-Language, from app_locale),
 * amounts with the language's decimal mark; English is unchanged (ADR 0031, amended).
 */
import { describe, expect, it } from 'vitest';
import { identityApi, newIdempotencyKey, walletApi } from '@/services/api';
import { config } from '@/services/config/env';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import { apiFailure } from '@/test/api-failure';
import { actAsDemoUser, demoAccessToken } from './act-as';
import { getDb, updateDb } from './db';
import { faultHandler, setFault } from './faults/faults';
import { demoUsers } from './fixtures/demo-users';
import { server } from './node';

const customer = demoUsers.customer.userId;
const BITCOIN_ADDRESS = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
const action = () => ({ idempotencyKey: newIdempotencyKey() });

/** The message of the field error with `code`. */
const fieldMessage = async (call: Promise<unknown>, code: string) =>
  (await apiFailure(call)).errors.find((item) => item.code === code)?.message;

/** Bitcoin withdrawals with known limits and fee, and a known BTC balance: amounts in the texts do not follow the seed. */
function fixBitcoin({ balance = '1' } = {}): void {
  updateDb((db) => {
    const rules = db.networks.find((network) => network.id === 'bitcoin')?.assets.find((item) => item.assetId === 'btc');
    if (rules) Object.assign(rules, { withdrawMin: '0.0005', withdrawMax: null, withdrawFee: '0.00005' });
    db.accounts
      .filter((account) => account.userId === customer && account.assetId === 'btc')
      .forEach((account) => (account.availableBalance = balance));
  });
}

/** The BTC → USDT conversion with known limits. */
function fixConversion(): void {
  updateDb((db) =>
    db.converterDefinitions
      .filter((item) => item.fromAsset === 'BTC' && item.toAsset === 'USDT')
      .forEach((item) => Object.assign(item, { minAmount: '0.0001', maxAmount: '0.75' })),
  );
}

const withdrawBitcoin = (amount: string) =>
  walletApi.sendWithdrawVerificationCode({ assetId: 'btc', networkId: 'bitcoin', amount, address: BITCOIN_ADDRESS }, action());

interface Case {
  name: string;
  /** The text the app shows. */
  shown: () => Promise<string | undefined>;
  en: string;
  tr: string;
}

const cases: Case[] = [
  {
    name: 'withdrawal: below the minimum',
    shown: () => (fixBitcoin(), fieldMessage(withdrawBitcoin('0.0001'), 'MIN_AMOUNT')),
    en: 'The minimum is 0.0005 BTC.',
    tr: 'En düşük tutar 0,0005 BTC.',
  },
  {
    name: 'withdrawal: more than the balance',
    shown: () => (fixBitcoin({ balance: '0.01' }), fieldMessage(withdrawBitcoin('0.02'), 'INSUFFICIENT_BALANCE')),
    en: 'Amount plus fee (0.02005 BTC) is more than your available balance.',
    tr: 'Tutar ve ücretin toplamı (0,02005 BTC) kullanılabilir bakiyenizden fazla.',
  },
  {
    name: 'withdrawal: no destination tag',
    shown: () =>
      fieldMessage(
        walletApi.sendWithdrawVerificationCode(
          { assetId: 'xrp', networkId: 'ripple', amount: '50', address: `r${'B'.repeat(30)}` },
          action(),
        ),
        'MEMO_REQUIRED',
      ),
    en: 'A tag is required on XRP Ledger.',
    tr: 'XRP Ledger ağında hedef etiketi zorunludur.',
  },
  {
    name: 'withdrawal: a wrong email code',
    shown: async () => {
      fixBitcoin();
      const { verificationId } = await withdrawBitcoin('0.001');
      return fieldMessage(
        walletApi.verifyWithdrawVerificationCodes({ verificationId, codes: { email: '000000', sms: '123456' } }, action()),
        'INVALID_CODE',
      );
    },
    en: 'The email code is not right.',
    tr: 'E-posta kodu doğru değil.',
  },
  {
    name: 'conversion: below the minimum',
    shown: () => (
      fixConversion(),
      fieldMessage(walletApi.getConverterQuote({ from: 'BTC', to: 'USDT', amount: '0.00005' }), 'MIN_AMOUNT')
    ),
    en: 'The minimum is 0.0001 BTC.',
    tr: 'En düşük tutar 0,0001 BTC.',
  },
  {
    name: 'conversion: balance too low',
    shown: async () => {
      fixConversion();
      const quote = await walletApi.getConverterQuote({ from: 'BTC', to: 'USDT', amount: '0.01' });
      fixBitcoin({ balance: '0' });
      return fieldMessage(walletApi.convert(quote.id, action()), 'INSUFFICIENT_BALANCE');
    },
    en: 'Your available BTC balance is too low.',
    tr: 'Kullanılabilir BTC bakiyeniz yetersiz.',
  },
  {
    name: 'NFT transfer: more units than held',
    shown: () => {
      const nft = getDb().nfts.find((item) => item.userId === customer && item.status === 'minted');
      updateDb((db) => db.nfts.filter((item) => item.id === nft?.id).forEach((item) => (item.balance = 3)));
      return fieldMessage(
        walletApi.transferNft({ nftId: nft?.id ?? '', toAddress: `0x${'a'.repeat(40)}`, amount: 4 }, action()),
        'INSUFFICIENT_BALANCE',
      );
    },
    en: 'You hold 3 of this NFT.',
    tr: "Bu NFT'den elinizde 3 adet var.",
  },
  {
    name: 'deposit address: deposits paused',
    shown: () => {
      updateDb((db) =>
        db.networks
          .find((network) => network.id === 'bitcoin')
          ?.assets.filter((item) => item.assetId === 'btc')
          .forEach((item) => (item.depositEnabled = false)),
      );
      return fieldMessage(walletApi.generateWalletAddress('btc', 'bitcoin', action()), 'DEPOSIT_DISABLED');
    },
    en: 'Deposits are paused on this network.',
    tr: 'Bu ağda para yatırma işlemleri durduruldu.',
  },
  {
    name: 'profile: a birth date in the future',
    shown: () => fieldMessage(identityApi.updateUser(customer, { birthdate: '2999-01-01' }), 'INVALID_DATE'),
    en: 'birthdate must be a past date (YYYY-MM-DD).',
    tr: 'Doğum tarihi geçmiş bir tarih olmalı.',
  },
  {
    name: 'support: an attachment of another type',
    shown: () =>
      fieldMessage(
        identityApi.sendContact(
          { subject: 'S', message: 'M', attachments: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
          action(),
        ),
        'UNSUPPORTED_TYPE',
      ),
    en: 'notes.txt: attach a JPEG, PNG or PDF file.',
    tr: 'notes.txt: JPEG, PNG veya PDF dosyası ekleyin.',
  },
  {
    name: 'profile image: another type',
    shown: () => fieldMessage(identityApi.uploadUserImage(customer, new Blob(['x'], { type: 'text/plain' })), 'UNSUPPORTED_TYPE'),
    en: 'The image must be PNG, JPEG, WebP, GIF or SVG.',
    tr: 'Görsel PNG, JPEG, WebP, GIF veya SVG olmalı.',
  },
  {
    name: 'demo fault: a failing endpoint',
    shown: async () => {
      server.use(faultHandler);
      setFault({ method: 'GET', path: '/wallet/api/v1/accounts' }, 'fail');
      return (await apiFailure(walletApi.listAccounts())).serverMessage;
    },
    en: 'Internal server error (demo fault)',
    tr: 'Dahili sunucu hatası (demo arızası)',
  },
];

describe("the demo backend's field messages follow the request's language", () => {
  describe.each(['tr', 'en'] as const)('asked in %s', (language) => {
    it.each(cases)('$name', async ({ shown, ...texts }) => {
      localStorage.setItem('app_locale', language);
      actAsDemoUser();
      expect(await shown()).toBe(texts[language]);
    });
  });

  it('a request without the header is answered in the language remembered for the caller, else English', async () => {
    fixConversion();
    const price = (headers: Record<string, string>) =>
      fetch(`${config.apiBaseUrl}${SERVICE_BASE_PATHS.wallet}/converter/price?from=BTC&to=USDT&amount=0.00005`, {
        headers: { Authorization: `Bearer ${demoAccessToken()}`, ...headers },
      }).then(async (response) => ((await response.json()) as { errors: { message: string }[] }).errors[0]?.message);
    expect(await price({})).toBe('The minimum is 0.0001 BTC.');
    expect(await price({ 'Accept-Language': 'tr-TR, en;q=0.5' })).toBe('En düşük tutar 0,0001 BTC.');
    expect(await price({})).toBe('En düşük tutar 0,0001 BTC.');
    expect(await price({ 'Accept-Language': 'en' })).toBe('The minimum is 0.0001 BTC.');
  });
});
