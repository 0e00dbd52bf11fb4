import type { QueryClient } from '@tanstack/react-query';
import type { ErrorMessageId } from '@/services/http';

/**
 * What a query or mutation says about its failure, in its `meta`. The app's query client (QueryCache /
 * MutationCache `onError`) turns it into one error toast: the server's errorMessage when it sent one, else
 * this catalogue message. Without `errorMessageId` a failure raises no toast (the screen shows it inline).
 */
export type FailureMeta = {
  errorMessageId?: ErrorMessageId;
  /** Failures sharing a toast id share one toast (and one failure episode). Default: the message id. */
  toastId?: string;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/** Toast ids whose queries are failing and have been told about, per query client. */
const episodes = new WeakMap<QueryClient, Set<string>>();

function openEpisodes(client: QueryClient): Set<string> {
  let open = episodes.get(client);
  if (!open) {
    open = new Set();
    episodes.set(client, open);
  }
  return open;
}

/**
 * Failure episodes of queries: the first failure of a toast id opens one (and is toasted); failures while it
 * is open — background refetches — are not toasted again; a success or a customer's retry closes it.
 */
export const failureEpisodes = {
  /** Opens the episode; false when it was already open (stay quiet). */
  begin: (client: QueryClient, toastId: string): boolean => {
    const open = openEpisodes(client);
    if (open.has(toastId)) return false;
    open.add(toastId);
    return true;
  },
  end: (client: QueryClient, toastId: string): void => {
    openEpisodes(client).delete(toastId);
  },
};

/** The customer asked to retry: a failure of these queries is news again. */
export function retryingAfterFailure(client: QueryClient, toastId: string): void {
  failureEpisodes.end(client, toastId);
}
