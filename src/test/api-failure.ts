import { ApiError } from '@/services/api';

/** The ApiError a call is refused with; fails the test when the call succeeds or fails otherwise. */
export async function apiFailure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}
