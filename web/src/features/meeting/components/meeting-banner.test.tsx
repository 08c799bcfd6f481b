import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { meetingKeys, meetingPhase, meetingProposals, STARTING_GRACE_MS, type MeetingSession } from '../api/meeting';
import { MeetingBanner, SHARING_OFF_TITLE } from './meeting-banner';
import type { Match } from '@/stores/active-match';

const session = (autoDisableTime: string): MeetingSession => ({
  sessionId: 's1',
  matchId: 'm1',
  status: 'ended',
  meetPoint: 'Main Bar',
  autoDisableTime,
  keepLocationSharing: false,
  sharingActive: true,
  startedAt: new Date().toISOString(),
  endedAt: new Date().toISOString(),
  partnerId: 'them',
  arrived: { me: true, partner: true },
  proposedBy: 'me',
  agreed: true,
  keepRequested: { me: false, partner: false },
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  resetToasts();
});
afterEach(() => vi.useRealTimers());

describe('the countdown reaching 0 (what a reload would do, without one)', () => {
  it('switches sharing off on screen, says so, and reads the session again from the server', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(null));
    const queryClient = createQueryClient();
    const key = meetingKeys.check('me', 'them');
    const s = session(new Date(Date.now() + 2500).toISOString());
    queryClient.setQueryData(key, s);
    function Banner() {
      const data = useQuery({ queryKey: key, queryFn: async () => null, enabled: false }).data;
      return data ? <MeetingBanner session={data} /> : null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Banner />
        <Toaster />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status', { name: 'Meeting session' }).textContent).toMatch(/0:0[23]/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100);
    });
    // Visibly off: a toast, and the cached session no longer shares, so the banner goes (and live distances stop).
    expect(screen.getByText(SHARING_OFF_TITLE())).toBeTruthy();
    expect(queryClient.getQueryData<MeetingSession | null>(key)?.sharingActive).toBe(false);
    expect(screen.queryByRole('status', { name: 'Meeting session' })).toBeNull();
    // State fresh: the session is marked to be read again from the server, which switched sharing off then.
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});

describe('meetingPhase (the navigation screen never waits for ever)', () => {
  const match = { id: 'm9', meetPoint: 'Main Bar' } as Match;
  it('a chosen point without a session that shares is an ended meeting, not "Starting the meeting..."', () => {
    expect(meetingPhase(match, { data: null, isPending: false })).toBe('ended');
  });
  it('right after proposing here, the same answer means the session is being opened', () => {
    meetingProposals.proposed('m9');
    const now = Date.now();
    expect(meetingPhase(match, { data: null, isPending: false }, now)).toBe('starting');
    expect(meetingPhase(match, { data: null, isPending: false }, now + STARTING_GRACE_MS + 1)).toBe('ended');
    meetingProposals.reset();
  });
  it('no point chosen yet, or a session open: no "ended"', () => {
    expect(meetingPhase({ ...match, meetPoint: null }, { data: null, isPending: false })).toBe('none');
    expect(meetingPhase(match, { data: session(new Date().toISOString()), isPending: false })).toBe('open');
    expect(meetingPhase(match, { data: undefined, isPending: true })).toBe('loading');
  });
});
