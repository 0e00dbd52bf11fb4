import { MutationCache, QueryCache, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { toast, type ToastMessage } from '@/design-system';
import { failureEpisodes, isApiError, type FailureMeta } from '@/services/api';
import { displayableServerText } from '@/services/http/server-text';

/**
 * The toast text for a failure: the server's errorMessage when it sent one, else the catalogue message of
 * the meta (or of the call); the server's `message` only for calls with the default message. Server text
 * is capped, and an HTML body or a stack trace is never shown (the catalogue message instead). A call
 * refused for want of a token says so.
 */
export function failureMessage(error: unknown, messageId: FailureMeta['errorMessageId']): ToastMessage {
  if (!isApiError(error)) return { id: messageId ?? 'errors.api.default' };
  // Refused before sending (no valid token): that, not the call's failure, is what happened.
  if (error.messageId === 'errors.auth.notAuthenticated') return { id: error.messageId };
  const serverErrorMessage = displayableServerText(error.serverErrorMessage);
  if (serverErrorMessage) return serverErrorMessage;
  const id = messageId ?? error.messageId;
  const serverMessage = displayableServerText(error.serverMessage);
  if (id === 'errors.api.default' && serverMessage) return serverMessage;
  return { id };
}

export interface QueryClientOverrides {
  /** Tests and stories: e.g. `staleTime: Infinity` so nothing refetches behind a play function. */
  queries?: NonNullable<QueryClientConfig['defaultOptions']>['queries'];
}

/**
 * The app's one query client (tests and stories use it too). Failures raise their error toast here, from
 * `meta.errorMessageId`, de-duplicated by `meta.toastId`: a query's toast once per failure episode (not
 * again while it keeps failing in the background; again after a success or a retry), a mutation's each time.
 */
export function createQueryClient({ queries }: QueryClientOverrides = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const { errorMessageId, toastId = errorMessageId } = query.meta ?? {};
        if (!errorMessageId || !toastId) return;
        if (failureEpisodes.begin(client, toastId)) toast.error(failureMessage(error, errorMessageId), { id: toastId });
      },
      onSuccess: (_data, query) => {
        const { errorMessageId, toastId = errorMessageId } = query.meta ?? {};
        if (toastId) failureEpisodes.end(client, toastId);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const { errorMessageId, toastId = errorMessageId } = mutation.meta ?? {};
        if (errorMessageId) toast.error(failureMessage(error, errorMessageId), { id: toastId });
      },
    }),
    defaultOptions: {
      // The HTTP layer already retries transient failures (3 attempts with backoff); do not multiply them.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: true, ...queries },
      mutations: { retry: false },
    },
  });
  return client;
}
