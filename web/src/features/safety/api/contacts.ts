import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrustedContactDto, TrustedContactInput } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { safetyKeys } from './keys';

/** GET /api/safety/contacts: my trusted contacts (at most 5). */
export const contactsQuery = queryOptions<TrustedContactDto[]>({ queryKey: safetyKeys.contacts });

export function useContacts() {
  return useQuery(contactsQuery);
}

/** POST /api/safety/contacts {name, phone?, email?}. */
export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrustedContactInput) => apiJson<TrustedContactDto>('POST', '/api/safety/contacts', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.contacts }),
  });
}

/** DELETE /api/safety/contacts/:id. */
export function useRemoveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<unknown>('DELETE', `/api/safety/contacts/${encodeURIComponent(id)}`),
    onSuccess: (_d, id) => queryClient.setQueryData<TrustedContactDto[]>(safetyKeys.contacts, (list) => list?.filter((c) => c.id !== id)),
  });
}
