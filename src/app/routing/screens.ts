import type { ComponentType } from 'react';
import type { RouteName } from '@/shared/routes';
import { loadAreaMessages, preloadAreaMessages } from '../i18n/app-messages';
import type { FeatureArea } from '../i18n/messages';

type LoadScreen = () => Promise<ComponentType>;

/** A screen for its route: called, its code and its texts, shown; `preload` only downloads both (prefetch-way-out.ts). */
export interface ScreenSource extends LoadScreen {
  preload: () => Promise<void>;
}

/** A feature's screen: its code and its texts (the feature's catalogue in the customer's language), downloaded together. */
const feature = (area: FeatureArea, load: LoadScreen): ScreenSource =>
  Object.assign(async () => (await Promise.all([load(), loadAreaMessages(area)]))[0], {
    preload: async () => {
      await Promise.all([load(), preloadAreaMessages(area)]);
    },
  });

/**
 * The screen of every route, loaded on demand (one chunk per feature, and one of messages per feature and language).
 */
export const screens: Record<RouteName, ScreenSource> = {
  home: feature('auth', async () => (await import('@/features/auth')).HomeScreen),
  'sign-in': feature('auth', async () => (await import('@/features/auth')).SignInScreen),
  'sign-up': feature('auth', async () => (await import('@/features/auth')).loadSignUpScreen()),
  'forgot-password': feature('auth', async () => (await import('@/features/auth')).loadForgotPasswordScreen()),
  wallet: feature('wallet', async () => (await import('@/features/wallet')).WalletScreen),
  'asset-detail': feature('transactions', async () => (await import('@/features/transactions')).AssetDetailScreen),
  'transaction-history': feature('transactions', async () => (await import('@/features/transactions')).TransactionHistoryScreen),
  'unreceived-deposit-assistance': feature('receive', async () => (await import('@/features/receive')).UnreceivedDepositScreen),
  send: feature('send', async () => (await import('@/features/send')).SendScreen),
  receive: feature('receive', async () => (await import('@/features/receive')).ReceiveScreen),
  conversion: feature('conversion', async () => (await import('@/features/conversion')).ConversionScreen),
  nft: feature('nft', async () => (await import('@/features/nft')).NftListScreen),
  'create-nft': feature('nft', async () => (await import('@/features/nft')).CreateNftScreen),
  'transfer-nft': feature('nft', async () => (await import('@/features/nft')).TransferNftScreen),
  'profile-settings': feature('account', async () => (await import('@/features/account')).loadProfileSettingsScreen()),
  'change-password': feature('account', async () => (await import('@/features/account')).ChangePasswordScreen),
  help: feature('support', async () => (await import('@/features/support')).HelpScreen),
  support: feature('support', async () => (await import('@/features/support')).loadSupportScreen()),
  registered: feature('auth', async () => (await import('@/features/auth')).loadRegisteredScreen()),
  slanding: feature('auth', async () => (await import('@/features/auth')).loadSlandingScreen()),
  goodbye: feature('account', async () => (await import('@/features/account')).GoodbyeScreen),
};
