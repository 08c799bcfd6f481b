/**
 * Words the server writes as data but sends with a key (live discovery's ice breakers, networking's suggested
 * topics, the default meet points' names): a German person reads them in German, while what people and
 * venues wrote themselves (an LLM's line, a tag, a venue's own point spelt like a default) stays as written.
 * The English the server sends beside each key is the web's English message, filled in.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MEET_POINT_KEYS, ICE_BREAKER_TEXTS, meetPointsShown, type LiveNearbyEntry, type MessageRequestDto, type ProfessionalEntry } from '@converge/contracts';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { MessageRequestList } from '@/features/chat/components/message-request-list';
import { PersonCard } from '@/features/live-discovery/components/person-card';
import { MatchesView } from '@/features/matches/components/matches-view';
import { BlockedPeople } from '@/features/safety/components/blocked-people';
import { LocationSharing } from '@/features/safety/components/location-sharing';
import { CheckOnMeSection } from '@/features/safety/components/check-on-me-section';
import { ProfessionalDetailDialog } from '@/features/professional/components/professional-detail-dialog';
import { loadLanguage, setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import type { Match } from '@/stores/active-match';
import { renderAppAt, testUser } from '@/test/render-app';
import { LOCALE_FILES } from './messages';

vi.mock('@/lib/socket', () => ({ connectSocket: () => new Promise(() => {}), disconnectSocket: () => {} }));

const de = (ns: string, key: string) => LOCALE_FILES[`de/${ns}`]![key]!;

const noah: LiveNearbyEntry = {
  id: 's1',
  userId: 'u2',
  profile: { displayName: 'Noah', age: 31, photo: null, isVerified: false },
  currentActivity: 'coffee_break',
  currentMood: 'open_to_chat',
  lookingFor: ['Everyone'],
  statusMessage: null,
  interestTags: ['jazz'],
  iceBreakers: ['You are into jazz too! How did you get started with it?'],
  iceBreakerMessages: [{ key: 'sharedOne', params: { tag: 'jazz' } }],
  distance: 100,
  lastSeen: new Date().toISOString(),
};

const ada: ProfessionalEntry = {
  userId: '00000000-0000-4000-8000-000000000001',
  professionalProfile: {
    displayName: 'Ada',
    jobTitle: 'CTO',
    company: 'Ledgerly',
    industry: 'Finance',
    seniority: 'Senior',
    expertise: ['Payments'],
    interests: ['Fintech'],
    bio: '',
    linkedinUrl: null,
    workLocation: 'Berlin',
    timezone: 'Europe/Berlin',
  },
  matchScore: 80,
  commonInterests: ['Fintech'],
  networkingOpportunity: 'Cross-industry collaboration between Technology and Finance with Ada.',
  networkingOpportunityMessage: { key: 'opportunity.crossIndustry', params: { name: 'Ada', mine: 'Technology', theirs: 'Finance' } },
  suggestedTopics: ['Fintech', 'Technology meets Finance'],
  suggestedTopicMessages: [null, { key: 'topic.industriesMeet', params: { mine: 'Technology', theirs: 'Finance' } }],
  meetingContext: 'Both networking at Hub',
  meetingContextMessage: { key: 'context.atVenue', params: { venue: 'Hub' } },
  distance: 0,
  connection: null,
};

const match = (over: Partial<Match>): Match => ({
  id: 'm1',
  isActive: true,
  createdAt: new Date().toISOString(),
  userA: { id: 'me', profile: { displayName: 'Sam', photos: [], age: 30, bio: '' } },
  userB: { id: 'them', profile: { displayName: 'Robin', photos: [], age: 31, bio: '' } },
  currentUserId: 'me',
  venue: { id: 'v1', name: 'The Copper Room', ...meetPointsShown([]), phone: null },
  meetPoint: 'Main Bar',
  meetPointKey: 'mainBar',
  conversationId: null,
  ...over,
});

function renderWith(children: ReactNode, matches: Match[] = []) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => (String(input) === '/api/matches' ? Response.json(matches) : new Response('', { status: 404 })));
  return render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

// Whole routes with their lazy chunks: more than the default 5 s on a busy machine.
describe('a German person reads what the server sent by key in German', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await loadLanguage('de');
    await setLanguage('de');
  });
  afterAll(() => setLanguage('en'));
  afterEach(() => vi.restoreAllMocks());

  it("live discovery: the card's ice breaker; an LLM's line (no key) as written", () => {
    const { unmount } = renderWith(<PersonCard person={noah} onLike={() => {}} onChat={() => {}} liking={false} chatting={false} liked={false} requested={false} />);
    const card = screen.getByRole('article', { name: 'Noah' });
    expect(card.textContent).toContain('Du magst auch jazz! Wie bist du dazu gekommen?');
    expect(card.textContent).not.toContain('You are into');
    unmount();
    renderWith(
      <PersonCard
        person={{ ...noah, iceBreakers: ['Jazz at lunch, really?'], iceBreakerMessages: [null] }}
        onLike={() => {}}
        onChat={() => {}}
        liking={false}
        chatting={false}
        liked={false}
        requested={false}
      />,
    );
    expect(screen.getByRole('article', { name: 'Noah' }).textContent).toContain('Jazz at lunch, really?');
  });

  it('live discovery: Chat sends the opener as the German person read it, with its key (the recipient reads it in theirs)', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    const noahId = '00000000-0000-4000-8000-000000000002';
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key.startsWith('GET /api/auth/user'))
        return Response.json(testUser({ id: 'u1', language: 'de', profile: { displayName: 'Sam', age: 29, photos: [], interestTags: ['jazz'] } } as never));
      if (key.startsWith('GET /api/privacy/settings')) return Response.json({ isIncognito: false });
      if (key.startsWith('GET /api/live-status/nearby')) return Response.json({ people: [{ ...noah, userId: noahId }], count: 1 });
      if (key.startsWith('GET /api/live-status'))
        return Response.json({ live: true, currentActivity: 'socializing', currentMood: 'friendly', statusMessage: 'Hi', interestTags: ['jazz'], lookingFor: ['Everyone'], expiresAt: null });
      if (key.startsWith('POST /api/conversations/start')) {
        sent.push(JSON.parse(String(init?.body)));
        return Response.json({
          messageRequest: {
            id: 'r1',
            fromUserId: 'u1',
            toUserId: 'u2',
            fromDisplayName: 'Sam',
            iceBreaker: '',
            iceBreakerMessage: null,
            createdAt: '',
            status: 'pending',
            conversationId: null,
          },
        });
      }
      return new Response('', { status: 404 });
    });
    renderAppAt('/live-discovery');
    const card = await screen.findByRole('article', { name: 'Noah' });
    fireEvent.click(within(card).getByRole('button', { name: 'Mit Noah chatten' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ userId: noahId, iceBreaker: 'Du magst auch jazz! Wie bist du dazu gekommen?', iceBreakerMessage: { key: 'sharedOne', params: { tag: 'jazz' } } });
  });

  it('message requests: an opener sent by key reads in German, whatever language the sender read it in; one they wrote as sent', async () => {
    const request = (id: string, iceBreaker: string, iceBreakerMessage: MessageRequestDto['iceBreakerMessage']): MessageRequestDto => ({
      id,
      fromUserId: `from-${id}`,
      toUserId: 'me',
      fromDisplayName: `Sender ${id}`,
      iceBreaker,
      iceBreakerMessage,
      createdAt: '2026-05-01T12:00:00.000Z',
      status: 'pending',
      conversationId: null,
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/message-requests'
        ? Response.json([request('a', 'Toi aussi, tu aimes jazz ! Comment as-tu commencé ?', { key: 'sharedOne', params: { tag: 'jazz' } }), request('b', 'Hey, nice hat!', null)])
        : Response.json([]),
    );
    render(
      <ThemeProvider>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <MessageRequestList />
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    );
    const fromA = await screen.findByRole('listitem', { name: /Sender a/ });
    expect(fromA.textContent).toContain('Du magst auch jazz! Wie bist du dazu gekommen?');
    expect(screen.getByRole('listitem', { name: /Sender b/ }).textContent).toContain('Hey, nice hat!');
  });

  it('networking: a topic we wrote in German with the industries in German; a tag as written', () => {
    renderWith(<ProfessionalDetailDialog match={ada} connectState="idle" onConnect={() => {}} onAccept={() => {}} onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog');
    const topic = `${de('professional', 'industry.Technology')} trifft auf ${de('professional', 'industry.Finance')}`;
    expect(topic).toBe('Technologie trifft auf Finanzen');
    expect(dialog.textContent).toContain(`Fintech · ${topic}`);
    expect(dialog.textContent).not.toContain('meets');
  });

  it('networking: the opportunity line and where both are in German; names, titles, companies and tags as written', () => {
    const { unmount } = renderWith(<ProfessionalDetailDialog match={ada} connectState="idle" onConnect={() => {}} onAccept={() => {}} onOpenChange={() => {}} />);
    let dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Branchenübergreifende Zusammenarbeit zwischen Technologie und Finanzen mit Ada.');
    expect(dialog.textContent).toContain('Ihr netzwerkt beide vor Ort: Hub');
    expect(dialog.textContent).not.toContain('collaboration');
    expect(dialog.textContent).not.toContain('Both networking');
    unmount();
    const mentor: ProfessionalEntry = {
      ...ada,
      networkingOpportunity: 'Mentorship: Ada, CTO at Ledgerly (Senior), has expertise in Payments and Machine Learning.',
      networkingOpportunityMessage: {
        key: 'opportunity.mentorshipAt',
        params: { name: 'Ada', jobTitle: 'CTO', company: 'Ledgerly', seniority: 'Senior', topic1: 'Payments', topic2: 'Machine Learning' },
      },
      meetingContext: 'Both live nearby',
      meetingContextMessage: { key: 'context.liveNearby', params: {} },
    };
    renderWith(<ProfessionalDetailDialog match={mentor} connectState="idle" onConnect={() => {}} onAccept={() => {}} onOpenChange={() => {}} />);
    dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Mentoring: Ada, CTO bei Ledgerly (Senior), kennt sich aus mit Payments und Machine Learning.');
    expect(dialog.textContent).toContain(de('professional', 'context.liveNearby'));
  });

  it('networking: a key this build does not know shows the English as sent', () => {
    const unknown: ProfessionalEntry = {
      ...ada,
      networkingOpportunityMessage: { key: 'opportunity.fromTheFuture', params: { name: 'Ada' } },
      meetingContextMessage: { key: 'context.fromTheFuture', params: {} },
    };
    renderWith(<ProfessionalDetailDialog match={unknown} connectState="idle" onConnect={() => {}} onAccept={() => {}} onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(ada.networkingOpportunity);
    expect(dialog.textContent).toContain(ada.meetingContext);
  });

  it("the Safety Center: a check-in's default meet point in German; a venue's own point spelt like a default as typed", async () => {
    const checkIn = (meetPoint: string, meetPointKey: string | null, id: string) => ({
      id,
      dueAt: new Date(Date.now() + 3600_000).toISOString(),
      status: 'scheduled',
      note: null,
      matchId: 'm1',
      venueName: 'The Copper Room',
      meetPoint,
      meetPointKey,
      answeredAt: null,
      escalatedAt: null,
      createdAt: new Date().toISOString(),
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/safety/check-ins') return Response.json([checkIn('Main Bar', 'mainBar', 'k1'), checkIn('Entrance', null, 'k2')]);
      if (url === '/api/safety/pin') return Response.json({ pinSet: false });
      return new Response('', { status: 404 });
    });
    render(
      <ThemeProvider>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <CheckOnMeSection />
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    );
    const items = await screen.findAllByRole('listitem');
    expect(de('meet-points', 'mainBar')).not.toBe('Main Bar');
    expect(items[0]!.textContent).toContain(de('meet-points', 'mainBar'));
    expect(items[0]!.textContent).not.toContain('Main Bar');
    expect(items[1]!.textContent).toContain('Entrance');
  });

  it("the Safety Center: a share the app opened for the trusted contacts, and a blocked person identity could not name, in German; a person's own name as written", async () => {
    const share = (id: string, recipientName: string, recipientKey: 'emergency' | 'checkIn' | null) => ({
      id,
      recipientName,
      recipientKey,
      recipientPhone: null,
      recipientEmail: null,
      venueName: null,
      message: 'm',
      shareUrl: `http://localhost/share/${id}`,
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    const blockedAt = new Date().toISOString();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/location-shares')
        return Response.json([share('s1', 'Trusted contacts (emergency)', 'emergency'), share('s2', 'Trusted contacts (check-in)', 'checkIn'), share('s3', 'Mum', null)]);
      if (url === '/api/safety/contacts') return Response.json([]);
      if (url === '/api/safety/blocks')
        return Response.json([
          { userId: 'b1', displayName: 'Converge member', nameKnown: false, blockedAt },
          { userId: 'b2', displayName: 'Sam', nameKnown: true, blockedAt },
        ]);
      return new Response('', { status: 404 });
    });
    render(
      <ThemeProvider>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <LocationSharing />
            <BlockedPeople />
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    );
    const sharingWith = (name: string) => de('safety-sharing', 'share.sharingWith').replace('{name}', name);
    expect(await screen.findByText(sharingWith(de('safety-sharing', 'share.recipient.emergency')))).toBeTruthy();
    expect(screen.getByText(sharingWith(de('safety-sharing', 'share.recipient.checkIn')))).toBeTruthy();
    expect(screen.getByText(sharingWith('Mum'))).toBeTruthy();
    expect(document.body.textContent).not.toContain('Trusted contacts');
    expect(await screen.findByText(de('safety', 'blocked.unknownName'))).toBeTruthy();
    expect(screen.getByText('Sam')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Converge member');
  });

  it("the matches list: a default meet point in German; a venue's own point spelt like a default as typed", async () => {
    renderWith(<MatchesView />, [
      match({}),
      match({
        id: 'm2',
        userB: { id: 'kim', profile: { displayName: 'Kim', photos: [], age: 29, bio: '' } },
        venue: { id: 'v2', name: 'Alpha Bar', ...meetPointsShown(['Main Bar', 'Snug']), phone: null },
        meetPointKey: null,
      }),
    ]);
    const items = await screen.findAllByRole('listitem');
    const robin = items.find((li) => li.textContent?.includes('Robin'))!;
    const kim = items.find((li) => li.textContent?.includes('Kim'))!;
    expect(within(robin).getByText('Treffpunkt: Hauptbar')).toBeTruthy();
    expect(within(kim).getByText('Treffpunkt: Main Bar')).toBeTruthy();
  });
});

describe("the server's English is the web's English", () => {
  it('every ice breaker key, with the same words', () => {
    expect(LOCALE_FILES['en/ice-breakers']).toEqual(ICE_BREAKER_TEXTS);
  });

  it('every default meet point, named as the server names it', () => {
    const names = LOCALE_FILES['en/meet-points']!;
    expect(Object.entries(DEFAULT_MEET_POINT_KEYS).map(([, key]) => [key, names[key]])).toEqual(Object.entries(DEFAULT_MEET_POINT_KEYS).map(([name, key]) => [key, name]));
    expect(Object.keys(names).sort()).toEqual(Object.values(DEFAULT_MEET_POINT_KEYS).sort());
  });
});
