import { useSyncExternalStore } from 'react';
import type { MatchUser, MatchView } from '@converge/contracts';

/**
 * Client state `activeMatch` / `showMatchModal`: the match being met (meet point →
 * navigation) and the "It's a Match!" modal. Shared by discovery, matches and meeting screens
 * without them importing each other.
 */
export type { MatchUser } from '@converge/contracts';
export type Match = MatchView;

type State = { activeMatch: Match | null; modalMatch: Match | null; shownMatchIds: string[] };
let state: State = { activeMatch: null, modalMatch: null, shownMatchIds: [] };
const listeners = new Set<() => void>();
const set = (patch: Partial<State>) => {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
};

export const matchState = {
  get: () => state,
  setActiveMatch: (activeMatch: Match | null) => set({ activeMatch }),
  /** Opens the modal once per match: the liker's answer and the socket push may both announce it. */
  showMatch: (match: Match) => {
    if (state.shownMatchIds.includes(match.id)) return;
    set({ modalMatch: match, shownMatchIds: [...state.shownMatchIds, match.id] });
  },
  closeModal: () => set({ modalMatch: null }),
  reset: () => set({ activeMatch: null, modalMatch: null, shownMatchIds: [] }),
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useMatchState(): State {
  return useSyncExternalStore(matchState.subscribe, matchState.get, matchState.get);
}

/** The other person of a match, seen from the signed-in one. */
export function partnerOf(match: Match): MatchUser {
  return match.userA.id === match.currentUserId ? match.userB : match.userA;
}
