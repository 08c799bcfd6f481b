import { useQuery } from '@tanstack/react-query';
import type { ConversationIceBreakers } from '@converge/contracts';
import { chatKeys } from './keys';

/** GET /api/conversations/{id}/ice-breakers: three starters for an empty chat. */
export function useIceBreakers(conversationId: string, { enabled }: { enabled: boolean }) {
  return useQuery<ConversationIceBreakers>({ queryKey: chatKeys.iceBreakers(conversationId), enabled, staleTime: Infinity });
}
