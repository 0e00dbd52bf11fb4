import type { ComponentType } from 'react';
import type { RouteName } from '@/shared/routes';

type LoadScreen = () => Promise<ComponentType>;

/**
 * The screen of every route, loaded on demand (one chunk per feature).
 */
export const screens: Record<RouteName, LoadScreen> = {
  home: async () => (await import('@/features/auth')).HomeScreen,
  'sign-in': async () => (await import('@/features/auth')).SignInScreen,
  'sign-up': async () => (await import('@/features/auth')).loadSignUpScreen(),
  'forgot-password': async () => (await import('@/features/auth')).loadForgotPasswordScreen(),
  wallet: async () => (await import('@/features/wallet')).WalletScreen,
  'asset-detail': async () => (await import('@/features/transactions')).AssetDetailScreen,
  'transaction-history': async () => (await import('@/features/transactions')).TransactionHistoryScreen,
  'unreceived-deposit-assistance': async () => (await import('@/features/receive')).UnreceivedDepositScreen,
  send: async () => (await import('@/features/send')).SendScreen,
  receive: async () => (await import('@/features/receive')).ReceiveScreen,
  conversion: async () => (await import('@/features/conversion')).ConversionScreen,
  nft: async () => (await import('@/features/nft')).NftListScreen,
  'create-nft': async () => (await import('@/features/nft')).CreateNftScreen,
  'transfer-nft': async () => (await import('@/features/nft')).TransferNftScreen,
  'profile-settings': async () => (await import('@/features/account')).loadProfileSettingsScreen(),
  'change-password': async () => (await import('@/features/account')).ChangePasswordScreen,
  help: async () => (await import('@/features/support')).HelpScreen,
  support: async () => (await import('@/features/support')).loadSupportScreen(),
  registered: async () => (await import('@/features/auth')).loadRegisteredScreen(),
  slanding: async () => (await import('@/features/auth')).SlandingScreen,
  goodbye: async () => (await import('@/features/account')).GoodbyeScreen,
};
