import { useMutation } from '@tanstack/react-query';
import { useSignOutActor } from '@/machines';
import { identityApi, type FailureMeta } from '@/services/api';

const DELETE_FAILURE = { errorMessageId: 'errors.users.delete', toastId: 'delete-account' } as const satisfies FailureMeta;

/**
 * DELETE /users/{id}, then the sign-out of ADR 0005 with reason `accountDeleted`: every tab is told
 * (BroadcastChannel), the tokens go, and this tab lands on the goodbye page. Nothing is refetched in between
 * (the deleted record would answer with errors); the session's end clears the query cache.
 */
export function useDeleteAccount() {
  const signOut = useSignOutActor();
  const mutation = useMutation({
    mutationFn: (userId: string) => identityApi.deleteUser(userId),
    meta: DELETE_FAILURE,
    onSuccess: () => signOut.send({ type: 'SIGN_OUT', reason: 'accountDeleted' }),
  });
  return { deleteAccount: (userId: string) => mutation.mutate(userId), deleting: mutation.isPending || mutation.isSuccess };
}
