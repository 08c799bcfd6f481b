import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { SafetyBlockedPayload } from '@converge/contracts';

// What a block does to the lists on screen, apart from the report/block dialog (app/safety-actions.tsx):
// the background safety work (safety-background.tsx) needs only this, so a cold /app does not load the
// dialog and its form validation.

/**
 * A block hides the pair everywhere, but the other services learn of it from an event a moment later,
 * so a list read right after the block can still hold the person. For a short while this tab strips
 * them from whatever lists them (conversations, matches, discovery) as it lands in the cache. The
 * person blocked is not told who: their push names the match and the conversation, which
 * are stripped by their own ids (the same map: every id is a UUID).
 */
const HIDE_AFTER_BLOCK_MS = 30_000;
const hidden = new Map<string, number>();

function isHidden(userId: unknown): boolean {
  if (typeof userId !== 'string') return false;
  const until = hidden.get(userId);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  hidden.delete(userId);
  return false;
}

type Row = {
  id?: string;
  matchId?: string | null;
  conversationId?: string | null;
  user1Id?: string;
  user2Id?: string;
  user1?: { id?: string } | null;
  user2?: { id?: string } | null;
  userA?: { id?: string };
  userB?: { id?: string };
};
/** A conversation or match row: by either person, or by its own id (or its match's / conversation's). */
const mentionsHidden = (row: Row) => [row.id, row.matchId, row.conversationId, row.user1Id, row.user2Id, row.user1?.id, row.user2?.id, row.userA?.id, row.userB?.id].some(isHidden);

/** The lists that can show a person, and how a row names them. */
const LISTS: Array<{ key: string; drop: (row: Row) => boolean }> = [
  { key: '/api/conversations', drop: mentionsHidden },
  { key: '/api/matches', drop: mentionsHidden },
  { key: '/api/discovery/profiles', drop: (row) => isHidden(row.id) },
];

function strip(queryClient: QueryClient) {
  if (hidden.size === 0) return;
  for (const { key, drop } of LISTS) {
    for (const [queryKey, data] of queryClient.getQueriesData<Row[]>({ queryKey: [key] })) {
      // Only plain lists (the conversation list, not one conversation or its messages).
      if (!Array.isArray(data) || (key === '/api/conversations' && queryKey.length > 1)) continue;
      const kept = data.filter((row) => !drop(row));
      if (kept.length !== data.length) queryClient.setQueryData(queryKey, kept);
    }
  }
}

/** Strips recently blocked people from lists whenever those lists change (installed once per client). */
const watched = new WeakSet<QueryClient>();
export function useHideBlocked() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (watched.has(queryClient)) return;
    watched.add(queryClient);
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && hidden.size > 0) strip(queryClient);
    });
    return () => {
      watched.delete(queryClient);
      unsubscribe();
    };
  }, [queryClient]);
}

/**
 * After a block (mine or theirs): the person leaves every list now, and the lists are read again. Takes
 * the person's id (my own block) or the `safety:blocked` push (the person's id, or only what we shared).
 */
export function useAfterBlock(then?: () => void) {
  const queryClient = useQueryClient();
  useHideBlocked();
  return useCallback(
    (blocked: string | SafetyBlockedPayload) => {
      const ids = typeof blocked === 'string' ? [blocked] : [blocked.userId, blocked.matchId, blocked.conversationId];
      for (const id of ids) if (id) hidden.set(id, Date.now() + HIDE_AFTER_BLOCK_MS);
      strip(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['/api/conversations'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/matches'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/discovery/profiles'] });
      then?.();
    },
    [queryClient, then],
  );
}
