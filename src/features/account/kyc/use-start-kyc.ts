import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { identityApi, queryKeys, type FailureMeta } from '@/services/api';
import { config } from '@/services/config/env';
import { newIdempotencyKey } from '@/services/http';
import { useLocale } from '@/services/i18n';
import { pathTo } from '@/shared/routes';
import { providerAddressOf } from './model/provider-address';

const KYC_START_FAILURE = { errorMessageId: 'errors.users.kyc', toastId: 'kyc-start' } as const satisfies FailureMeta;

/** An answer whose provider address is not on a configured host: the journey is not started (ADR 0023). */
export class RefusedProviderAddressError extends Error {
  constructor(readonly reason: string) {
    super(`KYC provider address refused (${reason})`);
    this.name = 'RefusedProviderAddressError';
  }
}

/**
 * "Start verification": POST /users/kyc, then the provider's page when the answer names one on an allowed
 * host. Any failure (the call, or an address that is not allowed) toasts "Error: User's KYC flow couldn't be
 * started". One Idempotency-Key until a start succeeds, so a retried press resumes the same session.
 */
export function useStartKyc(openProvider: (url: string) => void) {
  const queryClient = useQueryClient();
  const { locale } = useLocale();
  const key = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: async () => {
      key.current ??= newIdempotencyKey();
      const session = await identityApi.startKyc(
        { returnUrl: new URL(pathTo('profile-settings'), config.walletHost).toString(), locale },
        { idempotencyKey: key.current },
      );
      key.current = null;
      const address = providerAddressOf(session.redirectUrl, config.kycHosts, globalThis.location.origin);
      if (address.kind === 'refused') throw new RefusedProviderAddressError(address.reason);
      return address;
    },
    meta: KYC_START_FAILURE,
    onSuccess: (address) => {
      if (address.kind === 'open') openProvider(address.url);
      // Nothing to open: the review is under way; the record says so.
      else void queryClient.invalidateQueries({ queryKey: queryKeys.identity.users.me() });
    },
  });
  return { start: () => mutation.mutate(), starting: mutation.isPending || mutation.isSuccess };
}
