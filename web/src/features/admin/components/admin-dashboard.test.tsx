import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { AdminDashboard } from './admin-dashboard';

vi.mock('@/lib/socket', () => ({ connectSocket: () => new Promise(() => {}), disconnectSocket: () => {} }));

// The tabs and the chart load on demand: load their code once here, outside each test's time limit.
beforeAll(() =>
  Promise.all([
    import('./daily-chart'),
    import('./analytics-tab'),
    import('./audit-tab'),
    import('./moderation-tab'),
    import('./users-tab'),
    import('./venues-tab'),
    import('./settings-tab'),
  ]),
);

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;
let routes: Record<string, Handler>;
let calls: Array<{ method: string; url: string; body?: unknown }>;

const analytics = {
  totalUsers: 42,
  newSignups: 3,
  activeUsers: 17,
  revenue: 0,
  premiumSubscribers: 0,
  totalCheckins: 9,
  totalMatches: 4,
  scope: 'platform',
  uniqueVisitors: 5,
  daily: [{ date: '2026-11-24', signups: 1, activeUsers: 2, checkins: 2, matches: 1 }],
  checkinsByPresence: { display: 5, qr: 1, location: 2 },
};
const venue = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'The Copper Room',
  address: '1 Main St',
  latitude: 52.52,
  longitude: 13.405,
  radiusM: 150,
  meetPoints: ['Main Bar', 'Patio'],
  phone: null,
  isActive: true,
  businessId: null,
  qrCode: 'http://x/checkin?v=1&s=abc',
  createdAt: '2026-11-25T10:00:00Z',
};

const caseOf = (c: { id: string; reportedName: string; reasons: string[]; reportCount: number; critical: boolean }) => ({
  reportedUserId: '22222222-2222-4222-8222-222222222222',
  reportedEmail: null,
  status: 'open',
  accountStatus: 'active',
  suspendedUntil: null,
  openedAt: '2026-11-25T08:00:00Z',
  lastReportAt: '2026-11-25T09:00:00Z',
  relatedAccounts: [],
  ...c,
});

beforeEach(() => {
  calls = [];
  routes = {
    'GET /api/admin/analytics': () => Response.json(analytics),
    'GET /api/admin/notifications': () =>
      Response.json([
        { id: 'n1', title: 'New report', message: 'Harassment reported', priority: 'critical', isRead: false, createdAt: '2026-11-25T10:00:00Z' },
        { id: 'n2', title: 'New business admin', message: 'Welcome', priority: 'normal', isRead: true, createdAt: '2026-11-25T09:00:00Z' },
      ]),
    'GET /api/admin/actions': () =>
      Response.json({
        items: [
          {
            id: 'a1',
            actorUserId: 'u0',
            actorEmail: 'boss@example.com',
            description: 'Created venue The Copper Room',
            actionType: 'venue_created',
            targetType: 'venue',
            targetId: null,
            createdAt: '2026-11-25T10:00:00Z',
          },
        ],
        page: 1,
        pageSize: 50,
        total: 1,
      }),
    'GET /api/admin/venues': () => Response.json([venue]),
    'GET /api/admin/business-settings': () => Response.json({ companyName: null, businessEmail: 'a@b.co', businessType: null, paymentProcessingEnabled: false }),
    'GET /api/admin/security-metrics': () => Response.json({}),
    'GET /api/admin/photos': () => Response.json([]),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const handler = routes[`${method} ${url.split('?')[0]}`];
      return handler ? handler(init, url) : new Response('', { status: 404, statusText: 'Not Found' });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

function renderDashboard(path = '/admin', props: { verificationSlot?: React.ReactNode } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AdminDashboard signedIn {...props} /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

const asCheck =
  (role: string | null, isAdmin = true) =>
  () =>
    Response.json({ isAdmin, role });
const adminCalls = () => calls.filter((c) => c.url.startsWith('/api/admin/') && !c.url.startsWith('/api/admin/check'));

describe('admin access', () => {
  it('says "Checking admin access..." while the check runs', async () => {
    routes['GET /api/admin/check'] = () => new Promise(() => {});
    renderDashboard();
    expect(await screen.findByText('Checking admin access...')).toBeTruthy();
  });

  it('a regular user sees Access Denied and no admin data is ever requested', async () => {
    routes['GET /api/admin/check'] = asCheck(null, false);
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access the admin dashboard.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Total Users')).toBeNull();
    expect(adminCalls()).toEqual([]);
  });

  it('"Become a business admin" promotes and then opens the dashboard', async () => {
    let promoted = false;
    routes['GET /api/admin/check'] = () => Response.json(promoted ? { isAdmin: true, role: 'business_admin' } : { isAdmin: false, role: null });
    routes['POST /api/admin/promote-self'] = () => {
      promoted = true;
      return Response.json({ isAdmin: true, role: 'business_admin' });
    };
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: /Become a business admin/ }));
    expect((await screen.findByTestId('admin-role-badge')).textContent).toBe('Business Admin');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/promote-self')).toBe(true);
  });

  it('shows the server message in an Error toast when promotion fails', async () => {
    routes['GET /api/admin/check'] = asCheck(null, false);
    routes['POST /api/admin/promote-self'] = () => Response.json({ code: 'RATE_LIMITED', message: 'Too many tries, wait a minute.' }, { status: 429 });
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: /Become a business admin/ }));
    expect(await screen.findByText('Too many tries, wait a minute.')).toBeTruthy();
  });
});

describe('dashboard by role', () => {
  it('a super admin sees the Super Admin badge, the platform tabs and the four stat cards', async () => {
    routes['GET /api/admin/check'] = asCheck('super_admin');
    renderDashboard('/admin', { verificationSlot: <p>review queue here</p> });
    expect((await screen.findByTestId('admin-role-badge')).textContent).toBe('Super Admin');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent?.trim());
    expect(tabs).toEqual(['Overview', 'Business', 'Moderation', 'Users', 'Verification', 'Analytics', 'Audit log', 'Payments', 'Settings']);
    expect(await screen.findByText('Total Users')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText('+3 new today')).toBeTruthy();
    expect(screen.getByText('in the last 24 hours')).toBeTruthy();
    expect(screen.getByText('0 subscribers')).toBeTruthy();
    expect(screen.getByText('4 matches created')).toBeTruthy();
    expect(await screen.findByText('Created venue The Copper Room')).toBeTruthy();
  });

  it('an admin gets the Admin badge; a business admin sees no platform tabs', async () => {
    routes['GET /api/admin/check'] = asCheck('business_admin');
    renderDashboard('/admin', { verificationSlot: <p>review queue here</p> });
    expect((await screen.findByTestId('admin-role-badge')).textContent).toBe('Business Admin');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent?.trim());
    expect(tabs).toEqual(['Overview', 'Business', 'Analytics', 'Audit log', 'Payments', 'Settings']);
    await screen.findByText('Unique Visitors');
    expect(calls.some((c) => c.url.startsWith('/api/admin/reports') || c.url.startsWith('/api/admin/users'))).toBe(false);
  });

  it('the overview shows the share of each presence proof (screen, printed code, location) with its count', async () => {
    routes['GET /api/admin/check'] = asCheck('business_admin');
    renderDashboard();
    const card = await screen.findByRole('group', { name: 'How check-ins proved presence' });
    expect(within(card).getByText('Last 30 days · 8 check-ins')).toBeTruthy();
    // 5/8 = 62.5 %, 1/8 = 12.5 %, 2/8 = 25 %: whole percentages that still add up to 100.
    const line = (kind: string) => within(card).getByTestId(`presence-${kind}`).textContent;
    expect(line('display')).toMatch(/^\s*Venue screen\s*63 %5 · /);
    expect(line('qr')).toMatch(/^\s*Printed code\s*12 %1 · /);
    expect(line('location')).toMatch(/^\s*Location\s*25 %2 · /);
  });

  it('the bell counts unread notifications and marks one read', async () => {
    routes['GET /api/admin/check'] = asCheck('admin');
    routes['POST /api/admin/notifications/n1/read'] = () => new Response(null, { status: 204 });
    renderDashboard();
    expect((await screen.findByTestId('admin-role-badge')).textContent).toBe('Admin');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'New report, unread' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/notifications/n1/read')).toBe(true));
  });
});

// Filling the venue form field by field takes seconds of jsdom work; more than the default 5 s on a busy machine.
describe('venues', { timeout: 20_000 }, () => {
  beforeEach(() => {
    routes['GET /api/admin/check'] = asCheck('business_admin');
  });

  it('the form shows what is wrong before sending anything', async () => {
    renderDashboard('/admin?tab=business');
    fireEvent.click(await screen.findByRole('button', { name: 'Add venue' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Check-in radius (m)'), { target: { value: '600' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create venue' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    expect(within(dialog).getByText('Check-in radius must be between 25 and 500 m.')).toBeTruthy();
    expect(within(dialog).getByText('Latitude must be between -90 and 90.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/venues')).toBe(false);
  });

  it('creates a venue with its meet points and shows the server field message when refused', async () => {
    routes['POST /api/admin/venues'] = () =>
      Response.json({ code: 'VALIDATION', message: 'Check the highlighted fields.', fields: { 'meetPoints.1': 'This meet point is not allowed.' } }, { status: 400 });
    renderDashboard('/admin?tab=business');
    fireEvent.click(await screen.findByRole('button', { name: 'Add venue' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Harbour Bar' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: '2 Quay' } });
    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '52.5' } });
    fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '13.4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add meet point' }));
    fireEvent.change(within(dialog).getByLabelText('Meet point 2'), { target: { value: 'Terrace' } });
    // A new venue speaks the admin's language (English here) until another is chosen: its staff's alerts come in it.
    const language = within(dialog).getByLabelText('Language') as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect([...language.options].map((o) => o.text)).toEqual(['English', 'Deutsch', 'Français', 'Español', 'العربية']);
    fireEvent.change(language, { target: { value: 'de' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create venue' }));
    expect(await within(dialog).findByText('This meet point is not allowed.')).toBeTruthy();
    expect(await screen.findByText('Check the highlighted fields.')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST' && c.url === '/api/admin/venues');
    expect(sent?.body).toEqual({
      name: 'Harbour Bar',
      address: '2 Quay',
      latitude: 52.5,
      longitude: 13.4,
      radiusM: 150,
      meetPoints: ['Main Bar', 'Terrace'],
      phone: null,
      country: null,
      timeZone: null,
      language: 'de',
    });
  });

  it('allows at most 10 meet points', async () => {
    renderDashboard('/admin?tab=business');
    fireEvent.click(await screen.findByRole('button', { name: 'Add venue' }));
    const dialog = await screen.findByRole('dialog');
    const add = within(dialog).getByRole('button', { name: 'Add meet point' });
    for (let i = 0; i < 12; i++) fireEvent.click(add);
    expect(within(dialog).getAllByLabelText(/^Meet point \d+$/)).toHaveLength(10);
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it('an active venue links to its screen display (its own tab); a deactivated one does not', async () => {
    routes['GET /api/admin/venues'] = () => Response.json([venue, { ...venue, id: '33333333-3333-4333-8333-333333333333', name: 'Closed Bar', isActive: false }]);
    renderDashboard('/admin?tab=business');
    const links = await screen.findAllByRole('link', { name: 'Screen display' });
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([[`/admin/venues/${venue.id}/display`, '_blank']]);
  });

  it('deactivating asks first, then calls DELETE', async () => {
    routes['DELETE /api/admin/venues/' + venue.id] = () => new Response(null, { status: 204 });
    renderDashboard('/admin?tab=business');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate The Copper Room?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/admin/venues/${venue.id}`)).toBe(true));
  });
});

describe('moderation', () => {
  it('lists critical cases first and applies a decision with a reason after confirming', async () => {
    routes['GET /api/admin/check'] = asCheck('admin');
    routes['GET /api/admin/reports'] = () =>
      Response.json([
        caseOf({ id: 'r-low', reportedName: 'Alex', reasons: ['fake_profile'], reportCount: 1, critical: false }),
        caseOf({ id: 'r-high', reportedName: 'Blake', reasons: ['harassment', 'other'], reportCount: 2, critical: true }),
      ]);
    routes['POST /api/admin/reports/r-high/decision'] = () => Response.json({ ok: true });
    routes['GET /api/admin/security-metrics'] = () =>
      Response.json({
        failedSignInsToday: 4,
        rateLimitHitsToday: 1,
        reportsToday: 3,
        botherPromptReportsToday: 1,
        botherPromptReportsTotal: 1,
        emergenciesToday: 0,
        activeSuspensions: 1,
        openCases: 2,
        daily: [],
      });
    renderDashboard('/admin?tab=moderation');
    expect((await screen.findByText('Open cases')).nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Failed sign-ins today').nextElementSibling?.textContent).toBe('4');
    const cards = await screen.findAllByTestId('report-case');
    expect(within(cards[0]!).getByText('Blake')).toBeTruthy();
    expect(within(cards[0]!).getByText('Critical')).toBeTruthy();
    expect(within(cards[0]!).getByText(/^2 reports ·/)).toBeTruthy();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Blake?' });
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'Repeated harassment' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.find((c) => c.url === '/api/admin/reports/r-high/decision')?.body).toEqual({ action: 'suspend', reason: 'Repeated harassment' }));
    expect(await screen.findByText('Account suspended')).toBeTruthy();
  });
});

describe('photos under review', () => {
  it('lists the photos the screening held and approves or rejects one', async () => {
    routes['GET /api/admin/check'] = asCheck('admin');
    routes['GET /api/admin/reports'] = () => Response.json([]);
    let held = [
      {
        id: 'p-1',
        userId: 'u1',
        displayName: 'Casey',
        email: 'casey@example.com',
        url: '/api/photos/a.webp',
        thumbUrl: '/api/photos/a_t.webp',
        score: 0.91,
        labels: { Porn: 0.9 },
        heldAt: '2026-11-25T09:00:00Z',
      },
      {
        id: 'p-2',
        userId: 'u2',
        displayName: null,
        email: 'dana@example.com',
        url: '/api/photos/b.webp',
        thumbUrl: '/api/photos/b_t.webp',
        score: 0.75,
        labels: { Sexy: 1 },
        heldAt: '2026-11-25T09:30:00Z',
      },
    ];
    routes['GET /api/admin/photos'] = () => Response.json(held);
    routes['POST /api/admin/photos/p-1/decision'] = () => {
      held = held.filter((h) => h.id !== 'p-1');
      return Response.json({ id: 'p-1', decision: 'approve' });
    };
    routes['POST /api/admin/photos/p-2/decision'] = () => Response.json({ id: 'p-2', decision: 'reject' });
    renderDashboard('/admin?tab=moderation');
    const cards = await screen.findAllByTestId('held-photo');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Casey')).toBeTruthy();
    expect(within(cards[0]!).getByText(/^Score 91% · held/)).toBeTruthy();
    expect(within(cards[1]!).getByText('dana@example.com')).toBeTruthy();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/admin/photos/p-1/decision')?.body).toEqual({ decision: 'approve' }));
    expect(await screen.findByText('Photo approved')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('held-photo')).toHaveLength(1));
    fireEvent.click(within(screen.getByTestId('held-photo')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/admin/photos/p-2/decision')?.body).toEqual({ decision: 'reject' }));
  });
});

describe('audit log', () => {
  it('shows the log newest first, a page at a time', async () => {
    routes['GET /api/admin/check'] = asCheck('admin');
    const entry = (n: number) => ({
      id: `a${n}`,
      actorUserId: 'u0',
      actorEmail: 'boss@example.com',
      description: `Action number ${n}`,
      actionType: 'venue_updated',
      targetType: 'venue',
      targetId: null,
      createdAt: '2026-11-25T10:00:00Z',
    });
    routes['GET /api/admin/actions'] = (_init, url) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? 1);
      const items = page === 1 ? Array.from({ length: 25 }, (_, i) => entry(30 - i)) : Array.from({ length: 5 }, (_, i) => entry(5 - i));
      return Response.json({ items, page, pageSize: 25, total: 30 });
    };
    renderDashboard('/admin?tab=audit');
    expect(await screen.findByText('Action number 30')).toBeTruthy();
    expect(screen.queryByText('Action number 1')).toBeNull();
    expect(screen.getByText('25 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Action number 1')).toBeTruthy();
    expect(screen.getByText('30 of 30')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(screen.getAllByText('boss@example.com', { exact: false }).length).toBeGreaterThan(0);
  });
});

describe('users', () => {
  const drew = {
    id: '33333333-3333-4333-8333-333333333333',
    email: 'drew@example.com',
    displayName: 'Drew',
    role: 'user',
    isBusinessAdmin: false,
    accountStatus: 'active',
    suspendedUntil: null,
    registeredAt: null,
    lastSignInAt: null,
    reportCount: 2,
  };

  it('a super admin searches by name and grants the admin role after confirming', async () => {
    routes['GET /api/admin/check'] = asCheck('super_admin');
    routes['GET /api/admin/users'] = () => Response.json([drew]);
    routes[`POST /api/admin/users/${drew.id}/role`] = () => Response.json({ ok: true });
    renderDashboard('/admin?tab=users');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search users by name or email' }), { target: { value: 'dr' } });
    expect(await screen.findByText('drew@example.com')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/admin/users?query=dr')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Make admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Drew an admin?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(calls.find((c) => c.url === `/api/admin/users/${drew.id}/role`)?.body).toEqual({ role: 'admin' }));
    expect(await screen.findByText('Role updated')).toBeTruthy();
  });

  it('an admin who is not super admin can search but not change roles', async () => {
    routes['GET /api/admin/check'] = asCheck('admin');
    routes['GET /api/admin/users'] = () => Response.json([drew]);
    renderDashboard('/admin?tab=users');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search users by name or email' }), { target: { value: 'drew' } });
    expect(await screen.findByText('drew@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make admin' })).toBeNull();
  });
});

describe('venue QR code', () => {
  it('shows the printable code and rotates it only after confirming', async () => {
    routes['GET /api/admin/check'] = asCheck('business_admin');
    routes[`GET /api/admin/venues/${venue.id}/qr`] = () => new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } });
    routes[`POST /api/admin/venues/${venue.id}/qr/rotate`] = () => Response.json({ ...venue, qrCode: 'http://x/checkin?v=1&s=new' });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:qr', revokeObjectURL: () => {} }));
    renderDashboard('/admin?tab=business');
    fireEvent.click(await screen.findByRole('button', { name: 'QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code — The Copper Room' });
    expect((await within(dialog).findByRole('img', { name: 'Check-in QR code for The Copper Room' })).getAttribute('src')).toBe('blob:qr');
    expect(within(dialog).getByRole('link', { name: 'Open PNG' }).getAttribute('href')).toBe(`/api/admin/venues/${venue.id}/qr?format=png`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate code' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate this QR code?' });
    expect(calls.some((c) => c.url.endsWith('/qr/rotate'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate code' }));
    expect(await screen.findByText('QR code rotated')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.url === `/api/admin/venues/${venue.id}/qr/rotate`)).toHaveLength(1);
  });
});
