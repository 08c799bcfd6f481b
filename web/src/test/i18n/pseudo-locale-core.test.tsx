/**
 * The core flow in the pseudo-locale: discovery (card, info, filters), matches, "It's a Match!", the meet
 * point's status, message requests, the conversation list, the emergency button and the profile's settings
 * (the language picker names each language in itself: data). Every word a person sees or hears must come
 * through the translation layer; names, venues and meet points are data.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FALLBACK_MEET_POINTS, LANGUAGE_NAMES, meetPointsShown } from '@converge/contracts';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { Toaster } from '@/components/ui/toaster';
import { ConversationList } from '@/features/chat/components/conversation-list';
import { MessageRequestList } from '@/features/chat/components/message-request-list';
import { DiscoveryView } from '@/features/discovery/components/discovery-view';
import MatchModalDialog from '@/features/matches/components/match-modal-dialog';
import { MatchesView } from '@/features/matches/components/matches-view';
import { MeetingBanner } from '@/features/meeting/components/meeting-banner';
import { MeetPointView } from '@/features/meeting/components/meet-point-view';
import { ProfileSettings } from '@/features/profile/components/profile-settings';
import { EmergencyButton } from '@/features/safety/components/emergency-button';
import { showMessagesForTest } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import type { Match } from '@/stores/active-match';
import { pseudo, PSEUDO_DATA, untranslatedText } from './messages';

vi.mock('@/lib/socket', () => ({ connectSocket: () => new Promise(() => {}), disconnectSocket: () => {} }));

/**
 * Not ours to translate: a name's initial in an avatar is data. The default meet points' names are ours (the
 * server sends their keys while a venue uses them), so they are not data here.
 */
const DATA = [...PSEUDO_DATA.filter((word) => !(FALLBACK_MEET_POINTS as readonly string[]).includes(word)), ...Object.values(LANGUAGE_NAMES)];
const untranslated = () => untranslatedText(document.body, DATA, (el) => Boolean(el?.closest('[aria-hidden="true"]')));

const match: Match = {
  id: 'm1',
  isActive: true,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  userA: { id: 'me', profile: { displayName: 'Sam', photos: [], age: 30, bio: '' } },
  userB: { id: 'them', profile: { displayName: 'Robin', photos: [], age: 31, bio: '', isVerified: true } },
  currentUserId: 'me',
  // A venue without points of its own: the defaults, with their keys.
  venue: { id: 'v1', name: 'The Copper Room', ...meetPointsShown([]), phone: null },
  meetPoint: 'Main Bar',
  meetPointKey: 'mainBar',
  conversationId: 'c1',
} as Match;

const conversation = {
  id: 'c1',
  user1Id: 'me',
  user2Id: 'them',
  user1: { id: 'me', profile: { displayName: 'Sam' } },
  user2: { id: 'them', profile: { displayName: 'Robin' } },
  user1UnreadCount: 2,
  user2UnreadCount: 0,
  lastMessageAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  lastMessagePreview: null,
  match: { id: 'm1', venue: { name: 'The Copper Room' } },
};
const request = { id: 'r1', fromUserId: 'them', toUserId: 'me', fromDisplayName: 'Robin', iceBreaker: null, createdAt: new Date().toISOString(), status: 'pending', conversationId: null };

function answer(url: string): Response {
  if (url === '/api/checkin/current') return Response.json({ venue: { id: 'v1', name: 'The Copper Room' } });
  if (url === '/api/discovery/current') return Response.json({ checkIn: { peopleHere: 3 } });
  if (url.startsWith('/api/discovery/profiles'))
    return Response.json([{ id: 'them', profile: { displayName: 'Robin', age: 31, bio: '', photos: ['/a.jpg', '/b.jpg'], isVerified: false, interestTags: [] } }]);
  if (url === '/api/auth/user') return Response.json({ id: 'me', profile: { isIncognito: true, lookingFor: ['Everyone'] } });
  if (url === '/api/discovery/filters') return Response.json({ ageMin: 18, ageMax: 99, verifiedOnly: false });
  if (url === '/api/matches') return Response.json([match]);
  if (url === '/api/conversations') return Response.json([conversation]);
  if (url === '/api/message-requests') return Response.json([request]);
  if (url === '/api/message-requests?folder=hidden') return Response.json([{ ...request, id: 'r2', hidden: true }]);
  return new Response('', { status: 404 });
}

function renderWith(children: ReactNode) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => answer(String(input)));
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>{children}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

beforeAll(() => {
  showMessagesForTest('xx', (_ns, english) => Object.fromEntries(Object.entries(english).map(([k, v]) => [k, pseudo(v)])));
});
afterAll(() => {
  showMessagesForTest(undefined);
});

// Four screens with their data each: more than the default 5 s on a busy machine.
describe('the core flow in the pseudo-locale', { timeout: 20_000 }, () => {
  it('discovery: the venue header, a card with its info, incognito and the filters', async () => {
    renderWith(<DiscoveryView />);
    await screen.findByRole('heading', { name: /Robin/ });
    fireEvent.click(screen.getByRole('button', { name: /Îñƒö/ }));
    fireEvent.click(screen.getByRole('button', { name: /Ƒîļţéŕš/ }));
    await screen.findByRole('radiogroup');
    expect(untranslated()).toEqual([]);
  });

  it('matches: the privacy note, an active match and the recent list', async () => {
    renderWith(<MatchesView />);
    await screen.findByText(/Ṁûţûáļ ɱáţçĥ/);
    expect(untranslated()).toEqual([]);
  });

  it('the meet point picker: each point with its hint', async () => {
    renderWith(<MeetPointView />);
    // The venue names none: the five default points, named in the person's language, each with a hint chosen by a word of its name.
    await screen.findByText(pseudo('Outdoor Area'));
    expect(screen.getAllByText(/^⟦/, { selector: 'span.text-sm' }).length).toBeGreaterThanOrEqual(FALLBACK_MEET_POINTS.length);
    expect(untranslated()).toEqual([]);
  });

  it("It's a Match!", async () => {
    renderWith(<MatchModalDialog modalMatch={match} />);
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
  });

  it('messages: requests (with the hidden folder open) and conversations', async () => {
    renderWith(
      <>
        <MessageRequestList />
        <ConversationList />
      </>,
    );
    await screen.findByTestId('conversation-row');
    fireEvent.click(await screen.findByRole('button', { name: /Ĥîððéñ ŕéǫûéšţš/ }));
    await screen.findByText(/Ţĥéšé çöñţáîñ/);
    expect(untranslated()).toEqual([]);
  });

  it('the emergency button and its confirmation', async () => {
    renderWith(<EmergencyButton />);
    fireEvent.click(screen.getByRole('button', { name: /Éɱéŕĝéñçý/ }));
    await screen.findByRole('alertdialog');
    expect(untranslated()).toEqual([]);
  });

  it("the profile's settings with the language picker", async () => {
    renderWith(<ProfileSettings pushEnabled={false} profileIncognito={false} />);
    await screen.findByRole('combobox');
    expect(untranslated()).toEqual([]);
  });

  it('the location-sharing banner with its countdown', async () => {
    const now = new Date().toISOString();
    renderWith(
      <MeetingBanner
        session={{
          sessionId: 's1',
          matchId: 'm1',
          status: 'ended',
          meetPoint: 'Main Bar',
          autoDisableTime: new Date(Date.now() + 120_000).toISOString(),
          keepLocationSharing: false,
          sharingActive: true,
          startedAt: now,
          endedAt: now,
          partnerId: 'them',
          arrived: { me: true, partner: true },
          proposedBy: 'me',
          agreed: true,
          keepRequested: { me: false, partner: false },
        }}
      />,
    );
    await screen.findByRole('status', { name: /Ṁééţîñĝ/ });
    expect(untranslated()).toEqual([]);
  });
});
