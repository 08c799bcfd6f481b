import { describe, expect, it } from '@jest/globals';
import { likeRefusal, likeResult, pairKey, passMayGo } from './likes.rules.js';

const row = { existing: false, allowed: true, visible: true, blocked: null } as const;

describe('likes rules', () => {
  it('a pair has one key, whoever likes first', () => {
    expect(pairKey('a', 'b')).toBe('a|b');
    expect(pairKey('b', 'a')).toBe('a|b');
  });

  it('a pass goes only for a like from live discovery refused for being hidden', () => {
    expect(passMayGo({ ...row, visible: false }, true)).toBe(true);
    expect(passMayGo({ ...row, visible: false }, false)).toBe(false);
    expect(passMayGo(row, true)).toBe(false);
    expect(passMayGo({ ...row, visible: false, existing: true }, true)).toBe(false);
    expect(passMayGo({ ...row, visible: false, allowed: false }, true)).toBe(false);
    expect(passMayGo({ ...row, visible: false, blocked: 'them' }, true)).toBe(false);
  });

  it('a block by them reads as out of reach; my block is said; a new like needs a check-in and a visible person', () => {
    expect(likeRefusal({ ...row, blocked: 'them' })).toBe('outOfReach');
    expect(likeRefusal({ ...row, blocked: 'me' })).toBe('youBlocked');
    expect(likeRefusal({ ...row, allowed: false })).toBe('notAllowed');
    expect(likeRefusal({ ...row, visible: false })).toBe('outOfReach');
    expect(likeRefusal({ ...row, existing: true, allowed: false, visible: false })).toBeNull();
    expect(likeRefusal(row)).toBeNull();
  });

  it('answers a like, a new match, and a match that was there before', () => {
    expect(likeResult({ reverse: false, found_match_id: null, match_id: null, match_event: null }, 'me')).toEqual({ liked: true, matched: false });
    expect(likeResult({ reverse: true, found_match_id: null, match_id: 'm1', match_event: null }, 'me')).toEqual({ liked: true, matched: true, matchId: 'm1' });
    expect(likeResult({ reverse: true, found_match_id: 'm0', match_id: null, match_event: null }, 'me')).toEqual({ liked: true, matched: true, matchId: 'm0', alreadyMatched: true });
  });

  it('a new match comes with the match as the liker sees it, built from the MatchCreated the like wrote', () => {
    const card = (id: string, displayName: string) => ({ id, profile: { displayName, photos: [], age: 30, bio: '' } });
    const data = {
      matchId: 'm1',
      userAId: 'them',
      userBId: 'me',
      venueId: 'v1',
      venueName: 'The Velvet Room',
      createdAt: '2026-11-28T20:00:00.000Z',
      userA: card('them', 'Ada'),
      userB: card('me', 'Bo'),
      meetPoints: ['Bar'],
    };
    const result = likeResult({ reverse: true, found_match_id: null, match_id: 'm1', match_event: { id: 'e1', type: 'MatchCreated', data } }, 'me');
    expect(result.match).toMatchObject({
      id: 'm1',
      currentUserId: 'me',
      userA: { profile: { displayName: 'Ada' } },
      venue: { id: 'v1', name: 'The Velvet Room', meetPoints: ['Bar'] },
      meetPoint: null,
    });
  });
});
