import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** DELETE /api/privacy/delete-account: erases the account and ends every session (spec §7). */
export function deleteAccount() {
  return apiJson<{ deleted: boolean } | null>('DELETE', '/api/privacy/delete-account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
