import { useMutation } from '@tanstack/react-query';
import { identityMutations, type User, type UserUpdate } from '@/services/api';
import { updateStoredUser } from '@/services/storage';

/** The stored `cognito_user` follows a changed record, so a reload shows the new name and picture at once. */
export function storeProfileChange(user: User): void {
  updateStoredUser({
    name: user.name,
    lastname: user.lastname,
    nickname: user.nickname,
    image: user.image,
    updatedAt: user.updatedAt,
  });
}

/**
 * PUT /users/{id}: the record lands in the query cache the layout reads (its name updates without a
 * reload) and in the stored user; a failure raises 'Error updating user' once, from the query client.
 */
export function useSaveProfile(userId: string) {
  const mutation = useMutation({
    ...identityMutations.updateUser(),
    meta: { errorMessageId: 'errors.users.update', toastId: 'profile-update' },
    onSuccess: storeProfileChange,
  });
  return {
    save: (update: UserUpdate) => mutation.mutateAsync({ id: userId, update }),
    saving: mutation.isPending,
  };
}
