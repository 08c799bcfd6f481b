import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import { uploadPhoto } from './upload-photo';

/**
 * Photo edits after setup. The order is the list PUT /api/profile {photos} keeps (the first is
 * the main photo); leaving one out removes it; POST /api/profile/photos adds one at the front.
 * Each re-reads the user, which carries the photos.
 */
export function usePhotoEdits() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: userQueryKey });
  const setOrder = useMutation({ mutationFn: (ids: string[]) => apiJson<unknown>('PUT', '/api/profile', { photos: ids }), onSuccess: refresh });
  // The server puts a new upload first; the person's main photo stays, the new one goes last —
  // re-read once both are done, so the list never flashes the new photo as the main one.
  const add = useMutation({
    mutationFn: async ({ file, keep }: { file: File; keep: string[] }) => {
      const added = await uploadPhoto(file);
      if (keep.length) await apiJson<unknown>('PUT', '/api/profile', { photos: [...keep, added.id] });
    },
    onSettled: refresh,
  });
  return { setOrder, add };
}
