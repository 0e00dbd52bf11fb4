import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/services/api';

/** The wallet data a finished deposit or withdrawal changes: balances (accounts), the total (prices), the history. */
export function refreshWalletData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.accounts.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.prices.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.transactions.all });
}
