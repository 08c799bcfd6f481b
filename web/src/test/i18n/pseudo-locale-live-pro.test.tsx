/**
 * Live discovery, networking, the demo and the legal pages in the pseudo-locale: every word a person sees or
 * hears must come through the translation layer. Names, venues, companies, tags, what people wrote and what the
 * server wrote for them without a key (networking notes) are data; the ice breakers and suggested topics the
 * server sends by key go through the layer. On the legal pages the English text governs:
 * it stays English (marked `lang="en"`), and in another language the headings, a summary of each section and
 * the notice saying so are translated.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveNearbyEntry, ProfessionalEntry, ProfessionalProfile } from '@converge/contracts';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { CheckInTab } from '@/features/demo/components/check-in-tab';
import { ContextChatTab } from '@/features/demo/components/context-chat-tab';
import { DiscoveryTab } from '@/features/demo/components/discovery-tab';
import { IceBreakersTab } from '@/features/demo/components/ice-breakers-tab';
import { ProfessionalTab } from '@/features/demo/components/professional-tab';
import { demoChat, demoNearbyVenues, demoPeople, demoProfessionals, demoVenue } from '@/features/demo/data/sample';
import { showMessagesForTest } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { renderAppAt, testUser } from '@/test/render-app';
import { pseudo, PSEUDO_DATA, untranslatedText } from './messages';

vi.mock('@/lib/socket', () => ({ connectSocket: () => new Promise(() => {}), disconnectSocket: () => {} }));

const noah: LiveNearbyEntry = {
  id: 's1',
  userId: 'u2',
  profile: { displayName: 'Noah', age: 31, photo: '/noah.jpg', isVerified: true },
  currentActivity: 'coffee_break',
  currentMood: 'open_to_chat',
  lookingFor: ['Everyone'],
  statusMessage: 'Anyone know a quiet spot to read?',
  interestTags: ['jazz', 'books', 'climbing', 'design', 'tea'],
  iceBreakers: ['You are into jazz too! How did you get started with it?'],
  iceBreakerMessages: [{ key: 'sharedOne', params: { tag: 'jazz' } }],
  distance: 1250,
  lastSeen: new Date().toISOString(),
};

const me: ProfessionalProfile = {
  displayName: 'Ana Silva',
  jobTitle: 'Product Manager',
  company: 'Finly',
  industry: 'Technology',
  seniority: 'Mid',
  expertise: ['Agile'],
  interests: ['Fintech'],
  bio: 'Building payments for small shops.',
  linkedinUrl: 'https://www.linkedin.com/in/ana',
  workLocation: 'Lisbon',
  timezone: 'Europe/Lisbon',
};
const ada: ProfessionalEntry = {
  userId: '00000000-0000-4000-8000-000000000001',
  professionalProfile: { ...me, displayName: 'Ada', expertise: ['Payments', 'Risk', 'Lending', 'Growth'] },
  matchScore: 92,
  commonInterests: ['Fintech'],
  networkingOpportunity: 'Peer exchange in Technology: compare notes with Ada, CTO at Ledgerly.',
  networkingOpportunityMessage: { key: 'opportunity.peersAt', params: { name: 'Ada', jobTitle: 'CTO', company: 'Ledgerly', industry: 'Technology' } },
  suggestedTopics: ['Fintech', 'Technology meets Finance'],
  suggestedTopicMessages: [null, { key: 'topic.industriesMeet', params: { mine: 'Technology', theirs: 'Finance' } }],
  meetingContext: 'Both networking at Hub',
  meetingContextMessage: { key: 'context.atVenue', params: { venue: 'Hub' } },
  distance: 0,
  connection: null,
};
const benRequest = {
  id: '00000000-0000-4000-8000-000000000080',
  fromUserId: '00000000-0000-4000-8000-000000000005',
  toUserId: 'u1',
  other: { userId: '00000000-0000-4000-8000-000000000005', displayName: 'Ben', jobTitle: 'CTO', company: 'Ledgerly' },
  message: 'Hello Ana',
  status: 'pending',
  createdAt: '',
  answeredAt: null,
};

/** The demo's sample: names, venues, addresses, companies, job titles, tags and topics are a person's own words. */
const DEMO_DATA = [
  ...demoPeople.flatMap((p) => [p.name, p.title ?? '', p.company ?? '', ...p.interestTags]),
  ...demoProfessionals.flatMap((p) => [p.name, p.title, p.company, ...p.expertise, ...p.suggestedTopics]),
  ...demoNearbyVenues.map((v) => v.name),
  demoVenue.name,
  demoVenue.address,
  demoChat.with,
].filter(Boolean);

/** What people wrote and what the server wrote for them, in these tests. */
const DATA = [
  ...PSEUDO_DATA,
  ...DEMO_DATA,
  'Noah',
  ...noah.interestTags,
  noah.statusMessage!,
  'Ana Silva',
  'Ada',
  'Ben',
  'CTO',
  'Ledgerly',
  'Hello Ana',
  me.jobTitle,
  me.company,
  me.bio,
  me.workLocation,
  'Europe/Lisbon',
  'Hub',
  ...ada.professionalProfile.expertise,
  'Fintech',
  'LinkedIn',
];

/**
 * Not ours to translate: a name's initial in an avatar (hidden from screen readers), the time zones' names (IANA's, as the server stores them) and the
 * English text of the legal pages, which governs.
 */
const skip = (el: Element | null) => Boolean(el?.closest('[aria-hidden="true"], #pro-timezone, [data-legal-english]'));
const untranslated = () => untranslatedText(document.body, DATA, skip);

function showPseudo(lang: string) {
  showMessagesForTest(lang, (_ns, english) => Object.fromEntries(Object.entries(english).map(([k, v]) => [k, pseudo(v)])));
}

type Answers = Record<string, () => Response>;
/** The API behind fetch: the first answer whose `METHOD /path` starts the request, else 404. */
function stub(answers: Answers) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const match = Object.keys(answers).find((k) => key.startsWith(k));
    return match ? answers[match]!() : new Response('', { status: 404 });
  });
}

const signedIn: Answers = {
  'GET /api/auth/user': () => Response.json(testUser({ id: 'u1', profile: { displayName: 'Sam', age: 29, photos: [], interestTags: ['jazz'] } as never })),
  'GET /api/privacy/settings': () => Response.json({ isIncognito: false }),
};
const offline = { live: false, currentActivity: null, currentMood: null, statusMessage: null, interestTags: [], lookingFor: [], expiresAt: null };
const onAir = { live: true, currentActivity: 'socializing', currentMood: 'friendly', statusMessage: 'Hi', interestTags: ['jazz'], lookingFor: ['Everyone'], expiresAt: null };

function renderInside(children: ReactNode) {
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>{children}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  act(() => resetToasts());
  vi.restoreAllMocks();
});

// Whole routes with their lazy chunks: more than the default 5 s on a busy machine.
describe('live discovery, networking, the demo and the legal pages in the pseudo-locale', { timeout: 20_000 }, () => {
  beforeAll(() => showPseudo('xx'));
  afterAll(() => showMessagesForTest(undefined));

  it('live discovery, hidden: the invitation, the Go live sheet and a tag problem', async () => {
    stub({ ...signedIn, 'GET /api/live-status': () => Response.json(offline) });
    renderAppAt('/live-discovery');
    await screen.findByText(/Šéé ŵĥö íš áŕöûñð|Šéé ŵĥö îš áŕöûñð/);
    expect(untranslated()).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: /Ĝö ļîṽé/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Îñţéŕéšţš/), { target: { value: 'x'.repeat(30) } });
    await within(dialog).findByText(/ļöñĝéŕ ţĥáñ/);
    expect(untranslated()).toEqual([]);
  });

  it('live discovery, live: the count, the filters, a card and the toast after a like', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    stub({
      ...signedIn,
      'GET /api/live-status/nearby': () => Response.json({ people: [noah], count: 1 }),
      'GET /api/live-status': () => Response.json(onAir),
      'POST /api/likes': () => Response.json({ matched: false, alreadyMatched: false }),
    });
    renderAppAt('/live-discovery');
    const card = await screen.findByRole('article', { name: 'Noah' });
    expect(untranslated()).toEqual([]);
    fireEvent.click(within(card).getByRole('button', { name: /Ļîķé Noah/ }));
    await screen.findByText(/Îñţéŕéšţ šéñţ/);
    expect(untranslated()).toEqual([]);
  });

  it('live discovery: nobody nearby, and a list that could not load', async () => {
    stub({ ...signedIn, 'GET /api/live-status/nearby': () => Response.json({ people: [], count: 0 }), 'GET /api/live-status': () => Response.json(onAir) });
    const first = renderAppAt('/live-discovery');
    await screen.findByText(/Ñö öñé ñéáŕƀý/);
    expect(untranslated()).toEqual([]);
    first.unmount();
    vi.restoreAllMocks();
    stub({ ...signedIn, 'GET /api/live-status/nearby': () => new Response('', { status: 500 }), 'GET /api/live-status': () => Response.json(onAir) });
    renderAppAt('/live-discovery');
    await screen.findByRole('button', { name: /Ţŕý áĝáîñ/ }, { timeout: 10_000 });
    expect(untranslated()).toEqual([]);
  });

  it('networking without a profile: the form and its problems', async () => {
    stub({ ...signedIn, 'GET /api/professional/profile': () => Response.json({ profile: null }) });
    renderAppAt('/professional');
    const create = await screen.findByRole('button', { name: /Çŕéáţé þŕöƒéššîöñáļ þŕöƒîļé/ });
    fireEvent.change(screen.getByLabelText(/ĻîñķéðÎñ ÛŔĻ/), { target: { value: 'http://example.com/me' } });
    fireEvent.change(screen.getByLabelText(/^⟦Ñáɱé/), { target: { value: '' } });
    fireEvent.click(create);
    await screen.findByText(/Þļéášé éñţéŕ ýöûŕ ĻîñķéðÎñ ļîñķ/);
    expect(untranslated()).toEqual([]);
  });

  it('networking: not checked in, a request, a card, its detail and the connect dialog', async () => {
    stub({
      ...signedIn,
      'GET /api/professional/profile': () => Response.json({ profile: me }),
      'GET /api/professional/nearby': () => Response.json({ venue: null, peopleHere: 1, people: [ada] }),
      'GET /api/professional/connections': () => Response.json({ incoming: [benRequest], outgoing: [], connections: [] }),
      'GET /api/professional/industry': () => Response.json({ venue: null, peopleHere: 0, people: [] }),
    });
    renderAppAt('/professional');
    const card = await screen.findByRole('article', { name: 'Ada' });
    await screen.findByRole('article', { name: /Ŕéǫûéšţ ƒŕöɱ Ben/ });
    expect(untranslated()).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: /Ṽîéŵ Ada/ }));
    const detail = await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
    fireEvent.click(within(detail).getByRole('button', { name: /Çöññéçţ ŵîţĥ Ada/ }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toMatch(/Šéñð ŕéǫûéšţ/));
    expect(untranslated()).toEqual([]);
  });

  it('networking: the Industry tab with nobody in it', async () => {
    stub({
      ...signedIn,
      'GET /api/professional/profile': () => Response.json({ profile: me }),
      'GET /api/professional/nearby': () => Response.json({ venue: { id: 'v1', name: 'Hub' }, peopleHere: 1, people: [ada] }),
      'GET /api/professional/connections': () => Response.json({ incoming: [], outgoing: [], connections: [] }),
      'GET /api/professional/industry': () => Response.json({ venue: { id: 'v1', name: 'Hub' }, peopleHere: 0, people: [] }),
    });
    renderAppAt('/professional');
    await screen.findByRole('article', { name: 'Ada' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Îñðûšţŕý/ }), { button: 0 });
    await screen.findByText(/Ñöƀöðý îñ/);
    expect(untranslated()).toEqual([]);
  });

  it('networking: the editor of the professional profile', async () => {
    stub({
      ...signedIn,
      'GET /api/professional/profile': () => Response.json({ profile: me }),
      'GET /api/professional/nearby': () => Response.json({ venue: { id: 'v1', name: 'Hub' }, peopleHere: 0, people: [] }),
      'GET /api/professional/connections': () => Response.json({ incoming: [], outgoing: [], connections: [] }),
    });
    renderAppAt('/professional');
    fireEvent.click(await screen.findByRole('button', { name: /Éðîţ þŕöƒîļé/ }));
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
  });

  it('the demo page', async () => {
    stub({ 'GET /api/auth/user': () => new Response('', { status: 401 }) });
    renderAppAt('/demo');
    await screen.findByRole('tab', { name: /Šɱáŕţ Çĥéçķ-Îñ/ });
    expect(untranslated()).toEqual([]);
  });

  for (const [name, Tab] of [
    ['check-in', CheckInTab],
    ['discovery', DiscoveryTab],
    ['professional', ProfessionalTab],
    ['ice breakers', IceBreakersTab],
    ['chat', ContextChatTab],
  ] as const) {
    it(`the demo's ${name} tab`, () => {
      renderInside(<Tab />);
      expect(document.body.textContent).toMatch(/⟦/);
      expect(untranslated()).toEqual([]);
    });
  }

  for (const path of ['/terms-of-service', '/privacy-policy', '/cookie-policy', '/community-guidelines']) {
    it(`${path} in English: the title, headings and back button through the layer, the text as it is`, async () => {
      stub({ 'GET /api/auth/user': () => new Response('', { status: 401 }) });
      renderAppAt(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('note')).toBeNull();
      expect(document.querySelectorAll('[data-legal-english]').length).toBeGreaterThan(1);
      expect(untranslated()).toEqual([]);
    });
  }
});

describe('the legal pages in another language', { timeout: 20_000 }, () => {
  // German with made-up messages: a language that is not English, whose every message is recognisable.
  beforeAll(() => showPseudo('de'));
  afterAll(() => showMessagesForTest(undefined));

  for (const path of ['/terms-of-service', '/privacy-policy', '/cookie-policy', '/community-guidelines']) {
    it(`${path}: the notice that English governs, translated headings and summaries, then the English text`, async () => {
      stub({ 'GET /api/auth/user': () => new Response('', { status: 401 }) });
      renderAppAt(path);
      const notice = await screen.findByRole('note');
      expect(notice.textContent).toMatch(/^⟦Ţĥîš þáĝé îš îñ Éñĝļîšĥ/);
      const sections = screen.getAllByRole('region');
      expect(sections.length).toBeGreaterThan(3);
      for (const section of sections) {
        expect(within(section).getByRole('heading', { level: 2 }).textContent).toMatch(/^⟦/);
        const english = section.querySelector('[data-legal-english]');
        expect(english?.getAttribute('lang')).toBe('en');
        // The English heading and text are there as written, with no translation mark.
        expect(english?.textContent).toMatch(/^[^⟦]+$/);
      }
      expect(untranslated()).toEqual([]);
    });
  }
});
