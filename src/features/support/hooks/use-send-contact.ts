import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { identityMutations, newIdempotencyKey, type ContactRequest } from '@/services/api';
import { sendFingerprint, type SupportFormValues } from '../model/support-form';

/**
 * POST /contacts with the idempotency rule: one key per request content, kept when the same content is
 * sent again after an error (a lost answer never files two tickets), new when the form changed.
 */
export function useSendContact() {
  const mutation = useMutation({
    ...identityMutations.sendContact(),
    meta: { errorMessageId: 'errors.contacts.send', toastId: 'support-send' },
  });
  const attempt = useRef<{ fingerprint: string; idempotencyKey: string } | null>(null);

  const send = (values: SupportFormValues, files: readonly File[]) => {
    const fingerprint = sendFingerprint(values, files);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, idempotencyKey: newIdempotencyKey() };
    const request: ContactRequest = {
      category: values.category || 'other',
      subject: values.subject.trim(),
      message: values.message.trim(),
      ...(values.transactionId.trim() ? { transactionId: values.transactionId.trim() } : {}),
      ...(files.length > 0 ? { attachments: [...files] } : {}),
    };
    return mutation.mutateAsync({ ...request, idempotencyKey: attempt.current.idempotencyKey });
  };

  return { send, sending: mutation.isPending, error: mutation.error, reset: () => (attempt.current = null) };
}
