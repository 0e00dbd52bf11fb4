/**
 * The REST API for features: query options for reads, mutation options for writes, plain functions for
 * machines, one query-key scheme, and the error type with its customer-facing text.
 *
 *   const accounts = useQuery(walletQueries.accounts({ page, per_page: 12 }));
 *   const convert = useMutation(walletMutations.convert());
 *   toast.error(describeApiError(convert.error, intl));
 */
export { walletApi, walletMutations, walletQueries } from './wallet';
export { identityApi, identityMutations, identityQueries } from './identity';
export { gamehubApi, gamehubMutations, gamehubQueries, gamehubSocketAuth } from './gamehub';
export { mutationKeys, queryKeys } from './keys';
export { failureEpisodes, retryingAfterFailure, type FailureMeta } from './failure-toasts';
export { prefetchMissing } from './prefetch-missing';
export { usePrefetchNeighbours, type NeighbourPages } from './prefetch-neighbours';
export type * from './types';
export {
  ApiError,
  describeApiError,
  isApiError,
  getAccessToken,
  newIdempotencyKey,
  setAccessTokenSource,
  type AccessTokenSource,
  type DescribeErrorOptions,
  type ErrorBody,
  type ErrorItem,
  type ErrorMessageId,
  type IdempotentCall,
} from '@/services/http';
export { uploadUserImageWithProgress, type UserImageUpload } from './user-image-upload';
