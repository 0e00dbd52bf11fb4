import { mutationOptions } from '@tanstack/react-query';
import { settle } from '@/services/http';
// Deep imports: through the barrel, the first load (which uses the http client) would carry them too.
import { toFormData } from '@/services/http/multipart';
import { fetchWithUploadProgress } from '@/services/http/upload-progress';
import { identityClient } from './clients';
import { mutationKeys, queryKeys } from './keys';

export interface UserImageUpload {
  id: string;
  image: Blob;
  /** Upload progress, 0–1. */
  onProgress: (fraction: number) => void;
}

/**
 * POST /users/{id}/image (multipart) reporting upload progress; the new record (with its new updatedAt,
 * the avatar's cache-buster) goes into the cache every avatar reads.
 */
export const uploadUserImageWithProgress = () =>
  mutationOptions({
    mutationKey: mutationKeys.identity.uploadUserImage,
    mutationFn: async ({ id, image, onProgress }: UserImageUpload, { client }) => {
      const user = await settle(
        identityClient.POST('/users/{id}/image', {
          params: { path: { id } },
          body: { image },
          bodySerializer: toFormData,
          fetch: fetchWithUploadProgress(onProgress),
        }),
        'errors.users.image',
      );
      client.setQueryData(queryKeys.identity.users.detail(user.id), user);
      void client.invalidateQueries({ queryKey: queryKeys.identity.users.me() });
      return user;
    },
  });
