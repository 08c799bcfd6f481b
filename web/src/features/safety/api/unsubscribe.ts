import { useMutation } from '@tanstack/react-query';
import type { UnsubscribedDto } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';

/**
 * POST /api/mail/unsubscribe?token=… — the /unsubscribe page's button (the same endpoint mail
 * providers use for RFC 8058 one-click). No body, no session: the signed token is the key.
 */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiJson<UnsubscribedDto>('POST', `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`),
  });
}
