import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, walletApi, walletQueries, type ConversionQuote, type FailureMeta, type Transaction } from '@/services/api';
import type { QuoteRequest } from '@/machines/quote';

/** Definitions, prices and quotes fail with one toast: 'Converter load failed, retry later'. */
export const CONVERTER_FAILURE = { errorMessageId: 'errors.wallet.converter', toastId: 'converter-load' } satisfies FailureMeta;

/** Every asset (for their decimals and names): the contract's largest page holds the whole catalogue. */
export const assetsQuery = () => walletQueries.assets({ per_page: 200 });

export const definitionsQuery = walletQueries.converterDefinitions;
export const pricesQuery = walletQueries.prices;

/** The customer's account of one asset (its balance); refreshed with every account query after a conversion. */
export function accountQuery(userId: string | undefined, symbol: string) {
  return walletQueries.accounts({ ...(userId ? { userId } : {}), asset: symbol, per_page: 1 });
}

/** GET /converter/price through the query cache, so a failure toasts like any other converter load. */
export function fetchQuote(client: QueryClient, request: QuoteRequest): Promise<ConversionQuote> {
  return client.fetchQuery({ ...walletQueries.converterQuote(request), meta: CONVERTER_FAILURE, retry: false });
}

/** POST /converter, then the balances and the history are read again (the success shows the new balances). */
export async function confirmConversion(
  client: QueryClient,
  { quoteId, idempotencyKey }: { quoteId: string; idempotencyKey: string },
): Promise<Transaction> {
  const transaction = await walletApi.convert(quoteId, { idempotencyKey });
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.wallet.accounts.all }),
    client.invalidateQueries({ queryKey: queryKeys.wallet.transactions.all }),
  ]);
  return transaction;
}
