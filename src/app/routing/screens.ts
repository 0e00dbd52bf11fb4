import type { ComponentType } from 'react';
import type { RouteName } from '@/shared/routes';
import { TitleOnlyScreen } from './TitleOnlyScreen';

type LoadScreen = () => Promise<ComponentType>;

const titleOnly: LoadScreen = () => Promise.resolve(TitleOnlyScreen);

/**
 * The screen of every route, loaded on demand (one chunk per feature). Routes whose product issue is not
 * filed yet show their title and heading only.
 */
export const screens: Record<RouteName, LoadScreen> = {
  home: async () => (await import('@/features/auth')).HomeScreen,
  'sign-in': async () => (await import('@/features/auth')).SignInScreen,
  'sign-up': async () => (await import('@/features/auth')).loadSignUpScreen(),
  'forgot-password': async () => (await import('@/features/auth')).ForgotPasswordScreen,
  wallet: async () => (await import('@/features/wallet')).WalletScreen,
  'asset-detail': async () => (await import('@/features/transactions')).AssetDetailScreen,
  'transaction-history': async () => (await import('@/features/transactions')).TransactionHistoryScreen,
  'unreceived-deposit-assistance': titleOnly,
  send: async () => (await import('@/features/send')).SendScreen,
  receive: titleOnly,
  conversion: titleOnly,
  nft: titleOnly,
  'create-nft': titleOnly,
  'transfer-nft': titleOnly,
  'profile-settings': titleOnly,
  'change-password': titleOnly,
  help: titleOnly,
  support: titleOnly,
  registered: async () => (await import('@/features/auth')).RegisteredScreen,
  slanding: async () => (await import('@/features/auth')).SlandingScreen,
};
