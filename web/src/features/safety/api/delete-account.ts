import { useMutation } from '@tanstack/react-query';
import type { Deleted } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';

/** DELETE /api/privacy/delete-account: erases the account and ends every session. */
export function deleteAccount() {
  return apiJson<Deleted>('DELETE', '/api/privacy/delete-account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
