import type { NotificationData } from '@/services/api';
import type { Locale } from '@/services/i18n/locale';
import { amountText, serverText } from './texts';

/** What a transaction notification is about: the amount (a decimal string), the asset's symbol, the entry. */
export interface NotifiedTransaction {
  id: string;
  amount: string;
  asset: string;
}

/** A finished transaction's notification: its title and message in `language`, the amount as the server writes it. */
function transactionFinishedData(language: Locale, kind: 'deposit' | 'withdrawal', tx: NotifiedTransaction): NotificationData {
  return {
    title: serverText(language, `demo.backend.notification.${kind}.title`),
    message: serverText(language, `demo.backend.notification.${kind}.message`, {
      amount: amountText(tx.amount, language),
      asset: tx.asset,
    }),
    asset: tx.asset,
    txId: tx.id,
    amount: tx.amount,
  };
}

/** TX_DEPOSIT_FINISHED: "0.05 BTC has been credited to your wallet." / "0,05 BTC cüzdanınıza yatırıldı." */
export const depositFinishedData = (language: Locale, tx: NotifiedTransaction): NotificationData =>
  transactionFinishedData(language, 'deposit', tx);

/** TX_WITHDRAW_FINISHED: "0.05 BTC has been sent." / "0,05 BTC gönderildi." */
export const withdrawalFinishedData = (language: Locale, tx: NotifiedTransaction): NotificationData =>
  transactionFinishedData(language, 'withdrawal', tx);

/** AC_CREATED: "Your BTC account is ready." / "BTC hesabınız hazır." */
export function accountCreatedData(language: Locale, asset: string): NotificationData {
  return {
    title: serverText(language, 'demo.backend.notification.account.title'),
    message: serverText(language, 'demo.backend.notification.account.message', { asset }),
    asset,
  };
}

/** The GENERIC news of the seeded lists, in the order the seed picks from. */
export const GENERIC_NEWS = ['tournament', 'security', 'maintenance', 'game', 'congestion', 'kyc', 'referral'] as const;
export type GenericNews = (typeof GENERIC_NEWS)[number];

export function genericNewsData(language: Locale, news: GenericNews): NotificationData {
  return {
    title: serverText(language, `demo.backend.notification.${news}.title`),
    message: serverText(language, `demo.backend.notification.${news}.message`),
  };
}
