/**
 * Words the server writes as data but sends with a key (live discovery's ice breakers, networking's suggested
 * topics, the default meet points' names): a German person reads them in German, while what people and
 * venues wrote themselves (an LLM's line, a tag, a venue's own point spelt like a default) stays as written.
 * The English the server sends beside each key is the web's English message, filled in.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MEET_POINT_KEYS, ICE_BREAKER_TEXTS, meetPointsShown, type LiveNearbyEntry, type ProfessionalEntry } from '@converge/contracts';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { PersonCard } from '@/features/live-discovery/components/person-card';
import { MatchesView } from '@/features/matches/components/matches-view';
import { ProfessionalDetailDialog } from '@/features/professional/components/professional-detail-dialog';
import { loadLanguage, setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import type { Match } from '@/stores/active-match';
import { LOCALE_FILES } from './messages';

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
  suggestedTopics: ['Fintech', 'Technology meets Finance'],
  suggestedTopicMessages: [null, { key: 'topic.industriesMeet', params: { mine: 'Technology', theirs: 'Finance' } }],
  meetingContext: 'Both networking at Hub',
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

describe('a German person reads what the server sent by key in German', () => {
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

  it('networking: a topic we wrote in German with the industries in German; a tag as written', () => {
    renderWith(<ProfessionalDetailDialog match={ada} connectState="idle" onConnect={() => {}} onAccept={() => {}} onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog');
    const topic = `${de('professional', 'industry.Technology')} trifft auf ${de('professional', 'industry.Finance')}`;
    expect(topic).toBe('Technologie trifft auf Finanzen');
    expect(dialog.textContent).toContain(`Fintech · ${topic}`);
    expect(dialog.textContent).not.toContain('meets');
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
