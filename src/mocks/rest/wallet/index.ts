import type { HttpHandler } from 'msw';
import { accountHandlers } from './accounts';
import { assetHandlers } from './assets';
import { converterHandlers } from './converter';
import { depositUnreceivedHandlers } from './deposit-unreceiveds';
import { networkHandlers } from './networks';
import { nftHandlers } from './nft';
import { transactionLogHandlers } from './transaction-logs';
import { transactionHandlers } from './transactions';
import { walletAddressHandlers } from './wallet-addresses';
import { withdrawalHandlers } from './withdrawals';

/** The wallet service's handlers, one file per resource. */
export const walletHandlers: HttpHandler[] = [
  ...accountHandlers,
  ...assetHandlers,
  ...networkHandlers,
  ...converterHandlers,
  ...walletAddressHandlers,
  ...transactionHandlers,
  ...transactionLogHandlers,
  ...withdrawalHandlers,
  ...depositUnreceivedHandlers,
  ...nftHandlers,
];
