/**
 * The admin dashboard and the venue display in the pseudo-locale: every tab (overview, business with its
 * venues, moderation, users, analytics, audit log, payments, settings), their dialogs (notifications, venue
 * form with its validation messages, QR code, safety contact, confirmations), empty states and Access
 * Denied. Every word a person sees or hears must come through the translation layer.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { AdminDashboard } from '@/features/admin';
import { VenueDisplay } from '@/features/admin/components/venue-display';
import { showMessagesForTest } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { pseudo, PSEUDO_DATA, untranslatedText } from './messages';

vi.mock('@/lib/socket', () => ({ connectSocket: () => new Promise(() => {}), disconnectSocket: () => {} }));
// jsdom lays nothing out, so a ResponsiveContainer measures 0 and draws nothing: the charts get a fixed size
// here, so every word recharts would put on the page (legend, labels) is checked too.
vi.mock('recharts', async (original) => ({
  ...(await original<typeof import('recharts')>()),
  ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) => cloneElement(children, { width: 320, height: 224 }),
}));

/**
 * Data here: people's names and emails, venues, and an admin's typed reason. Notifications and audit
 * lines come with a key and values, so their words go through the layer (the stored English only shows
 * for rows written before keys).
 */
const DATA = [...PSEUDO_DATA, 'Blake', 'Casey', 'boss@example.com', 'blake@example.com', 'robin@example.com', 'sam@example.com', 'Eve', 'The Copper Room', 'Lantern Hall'];

/**
 * Not ours: the theme toggle's label (not translated yet), icons, identifiers marked translate="no" (time
 * zones, the QR code's text, country names Intl already gave in the app's language), dates Intl wrote in
 * a <time> (the pseudo-locale's Intl is English), and the chart's axis ticks (Intl's days and counts).
 */
const untranslated = () =>
  untranslatedText(document.body, DATA, (el) => Boolean(el?.closest('[data-testid="theme-toggle"], [aria-hidden="true"], [translate="no"], time, .recharts-cartesian-axis-tick-value')));

type Handler = (url: string) => Response | Promise<Response>;
let routes: Record<string, Handler>;

const analytics = {
  scope: 'platform',
  totalUsers: 42,
  newSignups: 3,
  activeUsers: 17,
  revenue: 0,
  premiumSubscribers: 0,
  totalCheckins: 9,
  totalMatches: 1,
  uniqueVisitors: 5,
  daily: [
    { date: '2026-11-24', signups: 1, activeUsers: 2, checkins: 2, matches: 1 },
    { date: '2026-11-25', signups: 2, activeUsers: 3, checkins: 4, matches: 2 },
  ],
  checkinsByPresence: { display: 5, qr: 1, location: 2 },
};
const venue = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'The Copper Room',
  address: '1 Main St',
  latitude: 52.52,
  longitude: 13.405,
  radiusM: 150,
  meetPoints: ['Main Bar'],
  phone: '+4930123456',
  country: null,
  countryFromLocation: false,
  timeZone: 'Europe/Berlin',
  isActive: true,
  businessId: null,
  qrCode: 'http://x/checkin?v=1&s=abc',
  createdAt: '2026-11-25T10:00:00Z',
};
const located = { ...venue, id: '22222222-2222-4222-8222-222222222222', name: 'Alpha Bar', phone: null, country: 'DE', countryFromLocation: true, timeZone: null, isActive: false };
const reportCase = {
  id: 'r1',
  reportedUserId: '33333333-3333-4333-8333-333333333333',
  reportedName: 'Blake',
  reportedEmail: 'blake@example.com',
  reasons: ['harassment', 'fake_profile'],
  relatedAccounts: [
    { userId: '44444444-4444-4444-8444-444444444444', name: 'Robin', email: null, similarity: 0.93 },
    { userId: '55555555-5555-4555-8555-555555555555', name: 'Sam', email: null, similarity: 0.88 },
  ],
  reportCount: 2,
  critical: true,
  status: 'open',
  accountStatus: 'suspended',
  suspendedUntil: '2026-12-01T00:00:00Z',
  openedAt: '2026-11-25T08:00:00Z',
  lastReportAt: '2026-11-25T09:00:00Z',
};
const security = {
  failedSignInsToday: 4,
  rateLimitHitsToday: 1,
  reportsToday: 3,
  botherPromptReportsToday: 1,
  botherPromptReportsTotal: 5,
  emergenciesToday: 0,
  activeSuspensions: 1,
  openCases: 2,
  daily: [],
};
const heldPhoto = {
  id: 'p1',
  userId: 'u1',
  displayName: 'Casey',
  email: 'casey@example.com',
  url: '/a.webp',
  thumbUrl: '/a_t.webp',
  score: 0.91,
  labels: {},
  heldAt: '2026-11-25T09:00:00Z',
};
const user = (role: string, name: string) => ({
  id: `${name}-id`,
  email: `${name.toLowerCase()}@example.com`,
  displayName: name,
  role,
  isBusinessAdmin: role === 'user',
  accountStatus: role === 'user' ? 'banned' : 'active',
  suspendedUntil: null,
  registeredAt: null,
  lastSignInAt: null,
  reportCount: role === 'user' ? 3 : 0,
});

function fullAnswers(): Record<string, Handler> {
  return {
    'GET /api/admin/check': () => Response.json({ isAdmin: true, role: 'super_admin' }),
    'GET /api/admin/analytics': () => Response.json(analytics),
    'GET /api/admin/notifications': () =>
      Response.json([
        {
          id: 'n1',
          title: 'Critical report: Harassment',
          message: 'Eve was reported for harassment (2 reports open).',
          key: 'report_critical',
          params: { reason: 'harassment', name: 'Eve', count: '2' },
          priority: 'critical',
          isRead: false,
          createdAt: '2026-11-25T10:00:00Z',
        },
        {
          id: 'n2',
          title: 'Emergency activated',
          message: 'Eve activated emergency mode at The Copper Room.',
          key: 'emergency',
          params: { name: 'Eve', venue: 'The Copper Room' },
          priority: 'normal',
          isRead: true,
          createdAt: '2026-11-25T09:00:00Z',
        },
      ]),
    'GET /api/admin/actions': () =>
      Response.json({
        items: [
          {
            id: 'a1',
            actorUserId: 'u0',
            actorEmail: 'boss@example.com',
            description: 'Created venue The Copper Room',
            key: 'venue_created',
            params: { venue: 'The Copper Room' },
            actionType: 'venue_created',
            targetType: 'venue',
            targetId: null,
            createdAt: '2026-11-25T10:00:00Z',
          },
          {
            id: 'a2',
            actorUserId: 'u0',
            actorEmail: null,
            description: 'Issued a new QR code for The Copper Room; earlier printed codes no longer work',
            key: 'qr_rotated',
            params: { venue: 'The Copper Room' },
            actionType: 'qr_rotated',
            targetType: 'venue',
            targetId: null,
            createdAt: '2026-11-25T10:00:00Z',
          },
        ],
        page: 1,
        pageSize: 2,
        total: 3,
      }),
    'GET /api/admin/venues': () => Response.json([venue, located]),
    'GET /api/admin/business-settings': () => Response.json({ companyName: null, businessEmail: 'you@example.com', businessType: 'event_venue', paymentProcessingEnabled: false }),
    'GET /api/admin/security-metrics': () => Response.json(security),
    'GET /api/admin/reports': () => Response.json([reportCase]),
    'GET /api/admin/photos': () => Response.json([heldPhoto]),
    'GET /api/admin/users': () => Response.json([user('admin', 'Robin'), user('user', 'Sam')]),
    [`GET /api/admin/venues/${venue.id}/qr`]: () => new Response('<svg xmlns="http://www.w3.org/2000/svg"></svg>', { headers: { 'content-type': 'image/svg+xml' } }),
    [`GET /api/admin/venues/${venue.id}/safety-contact`]: () => Response.json({ enabled: true, email: 'you@example.com', phone: null, hours: null }),
  };
}

/** Every list empty: the empty states. */
function emptyAnswers(): Record<string, Handler> {
  return {
    ...fullAnswers(),
    'GET /api/admin/analytics': () => Response.json({ ...analytics, checkinsByPresence: { display: 0, qr: 0, location: 0 }, daily: [] }),
    'GET /api/admin/notifications': () => Response.json([]),
    'GET /api/admin/actions': () => Response.json({ items: [], page: 1, pageSize: 25, total: 0 }),
    'GET /api/admin/venues': () => Response.json([]),
    'GET /api/admin/reports': () => Response.json([]),
    'GET /api/admin/photos': () => Response.json([]),
    'GET /api/admin/users': () => Response.json([]),
  };
}

function renderAdmin(path: string, signedIn = true) {
  const router = createMemoryRouter([{ path: '/admin', element: <AdminDashboard signedIn={signedIn} /> }], { initialEntries: [path] });
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

/** A name or text as the pseudo-locale shows it (its first 20 letters: a message's placeholders come later). */
const P = (english: string) =>
  new RegExp(
    pseudo(english)
      .slice(1, 1 + Math.min(english.length, 20))
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );

beforeAll(async () => {
  await showMessagesForTest('xx', (_ns, english) => Object.fromEntries(Object.entries(english).map(([k, v]) => [k, pseudo(v)])));
  // The tabs and the chart load on demand: their code once here, outside each test's time limit.
  await Promise.all([
    import('@/features/admin/components/daily-chart'),
    import('@/features/admin/components/analytics-tab'),
    import('@/features/admin/components/audit-tab'),
    import('@/features/admin/components/moderation-tab'),
    import('@/features/admin/components/users-tab'),
    import('@/features/admin/components/venues-tab'),
    import('@/features/admin/components/settings-tab'),
  ]);
});
afterAll(() => {
  showMessagesForTest(undefined);
});

beforeEach(() => {
  routes = fullAnswers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const handler = routes[`${init?.method ?? 'GET'} ${String(input).split('?')[0]}`];
      return handler ? handler(String(input)) : new Response('', { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('the admin dashboard in the pseudo-locale', { timeout: 30_000 }, () => {
  it('Access Denied, with the offer to become a business admin', async () => {
    routes['GET /api/admin/check'] = () => Response.json({ isAdmin: false, role: null });
    renderAdmin('/admin');
    await screen.findByRole('heading', { name: P('Access Denied') });
    expect(untranslated()).toEqual([]);
  });

  it('the overview: header, tabs, stat cards, presence, notifications and actions; then the bell', async () => {
    renderAdmin('/admin');
    await screen.findByText(P('Check-ins Today'));
    await screen.findAllByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').includes('The Copper Room') && (el.textContent ?? '').includes('⟦'));
    await screen.findAllByText((_, el) => ['P', 'SPAN'].includes(el?.tagName ?? '') && (el?.textContent ?? '').includes('Eve') && (el?.textContent ?? '').includes('⟦'));
    expect(untranslated()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: P('Notifications, 1 unread') }));
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
  });

  it('the business tab: setup, venues (active and not), and each venue dialog', async () => {
    renderAdmin('/admin?tab=business');
    await screen.findAllByTestId('venue-card');
    await screen.findByText('you@example.com');
    expect(untranslated()).toEqual([]);

    // The venue form, sent empty: every field's message.
    fireEvent.click(screen.getByRole('button', { name: P('Add venue') }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText(P('Check-in radius (m)')), { target: { value: '600' } });
    fireEvent.click(within(form).getByRole('button', { name: P('Create venue') }));
    // The schema's sentence as a 400's is said: the issue's sentence with the field's label.
    expect(await within(form).findAllByText(P('is required.'))).toHaveLength(2);
    within(form).getByText(P('must be between 25 and 500 m.'));
    expect(untranslated()).toEqual([]);
    fireEvent.keyDown(form, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const card = screen.getAllByTestId('venue-card')[0]!;
    fireEvent.click(within(card).getByRole('button', { name: P('Edit') }));
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(card).getByRole('button', { name: P('Safety contact') }));
    await screen.findByRole('form');
    expect(untranslated()).toEqual([]);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(card).getByRole('button', { name: P('Deactivate') }));
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The printable code, and the question before it is rotated.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:qr', revokeObjectURL: () => {} }));
    fireEvent.click(within(card).getByRole('button', { name: P('QR code') }));
    const qr = await screen.findByRole('dialog');
    await within(qr).findByRole('img');
    expect(untranslated()).toEqual([]);
    fireEvent.click(within(qr).getByRole('button', { name: P('Rotate code') }));
    await screen.findByRole('dialog', { name: P('Rotate this QR code?') });
    expect(untranslated()).toEqual([]);
  });

  it('moderation: the day’s figures, a case with the same face elsewhere, held photos, a decision', async () => {
    renderAdmin('/admin?tab=moderation');
    const report = await screen.findByTestId('report-case');
    await screen.findByTestId('held-photo');
    await screen.findByText(P('Open cases'));
    expect(untranslated()).toEqual([]);
    fireEvent.click(within(report).getByRole('button', { name: P('Reinstate') }));
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
  });

  it('users: the search, people found with their roles, granting a role', async () => {
    renderAdmin('/admin?tab=users');
    const search = await screen.findByRole('searchbox');
    expect(untranslated()).toEqual([]);
    fireEvent.change(search, { target: { value: 'ro' } });
    await screen.findByText('robin@example.com');
    expect(untranslated()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: P('Remove admin') }));
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
  });

  it('analytics, the audit log, payments and settings', async () => {
    renderAdmin('/admin?tab=analytics');
    await screen.findByText(P('Sign-ups and active users per day'));
    await screen.findByTestId('presence-share');
    // The charts are drawn, their legends name the series in the language (recharts' own legend named each
    // icon "… legend icon" in English).
    await waitFor(() => expect(document.querySelectorAll('.recharts-area').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('listitem').some((li) => P('Sign-ups').test(li.textContent ?? ''))).toBe(true);
    expect([...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')).filter((label) => /legend/i.test(label ?? ''))).toEqual([]);
    expect(untranslated()).toEqual([]);

    for (const [tab, ready] of [
      ['Audit log', 'Show older'],
      ['Payments', 'Payments are coming soon'],
      ['Settings', 'Save settings'],
    ] as const) {
      fireEvent.mouseDown(screen.getByRole('tab', { name: P(tab) }));
      await screen.findByText(P(ready));
      expect(untranslated()).toEqual([]);
    }
  });

  it('the empty states', async () => {
    routes = emptyAnswers();
    renderAdmin('/admin');
    await screen.findByText(P('No check-ins yet.'));
    await screen.findByText(P('No admin actions yet'));
    await screen.findByText(P('No notifications yet'));
    expect(untranslated()).toEqual([]);
    for (const [tab, ...empty] of [
      ['Business', 'No venues yet'],
      ['Moderation', 'No open reports', 'No photos under review'],
      ['Audit log', 'Nothing logged yet'],
    ] as const) {
      fireEvent.mouseDown(screen.getByRole('tab', { name: P(tab) }));
      for (const text of empty) await screen.findByText(P(text));
      expect(untranslated()).toEqual([]);
    }
  });
});

describe('the venue display in the pseudo-locale', { timeout: 20_000 }, () => {
  function renderDisplay() {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <VenueDisplay venueId={venue.id} />
      </QueryClientProvider>,
    );
  }

  it('the changing code with its countdown and promise', async () => {
    const now = Date.now();
    routes[`GET /api/admin/venues/${venue.id}/display-code`] = () =>
      Response.json({
        venueId: venue.id,
        venueName: 'Lantern Hall',
        url: 'http://x',
        svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        step: 7,
        stepSeconds: 30,
        validFrom: new Date(now - 10_000).toISOString(),
        nextAt: new Date(now + 20_000).toISOString(),
        acceptedUntil: new Date(now + 80_000).toISOString(),
        serverTime: new Date(now).toISOString(),
      });
    renderDisplay();
    await screen.findByTestId('display-qr');
    expect(untranslated()).toEqual([]);
    expect(document.title).toMatch(/Lantern Hall/);
  });

  it('someone who may not show it', async () => {
    routes[`GET /api/admin/venues/${venue.id}/display-code`] = () => Response.json({ code: 'FORBIDDEN', message: 'No.' }, { status: 403 });
    renderDisplay();
    await screen.findByRole('alert');
    expect(untranslated()).toEqual([]);
  });
});
