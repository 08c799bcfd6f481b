import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appView } from '@/stores/app-view';
import { renderAppAt, stubApi, testUser } from '@/test/render-app';
import { setLanguage } from '@/lib/i18n';
import deLanding from '@/locales/de/landing.json';
import arAuth from '@/locales/ar/auth.json';
import deSafetyPublic from '@/locales/de/safety-public.json';

// No real websocket in unit tests.
vi.mock('@/lib/socket', () => ({
  connectSocket: () => new Promise(() => {}),
  disconnectSocket: () => {},
}));

const baseUser = testUser({ profile: null });

/** Answers GET /api/auth/user with `user` (a Response factory, or a pending promise). */
function serveUser(user: () => Promise<Response>) {
  stubApi({
    'GET /api/auth/user': user,
    'GET /api/privacy/settings': () => Response.json({ isIncognito: false }),
    'GET /api/professional/profile': () => Response.json({ profile: null }),
  });
}

const renderAt = (path: string) => renderAppAt(path).router;

afterEach(() => {
  vi.unstubAllGlobals();
  appView.reset();
});

describe('route guards', () => {
  it('shows "Loading Converge..." while the user loads', async () => {
    serveUser(() => new Promise(() => {}));
    renderAt('/');
    expect(await screen.findByText('Loading Converge...')).toBeTruthy();
    expect(screen.queryByText('Find Your Match')).toBeNull();
  });

  it('signed out (401): "/" is the landing page', async () => {
    serveUser(async () => new Response('', { status: 401, statusText: 'Unauthorized' }));
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Find Your Match' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find Your Match' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Already Have Account' }).getAttribute('href')).toBe('/auth?mode=signin');
    expect(screen.getByRole('link', { name: 'See Demo (No Login Required)' }).getAttribute('href')).toBe('/demo');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('an unreachable server also gives the signed-out landing', async () => {
    serveUser(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Find Your Match' })).toBeTruthy();
  });

  it('signed out: /app asks to "Sign in to continue" and remembers where to return', async () => {
    serveUser(async () => new Response('', { status: 401 }));
    const router = renderAt('/app');
    expect(await screen.findByText('Sign in to continue')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?mode=signin&next=%2Fapp');
  });

  it('signed in without a profile: "/" is profile setup', async () => {
    serveUser(async () => Response.json(baseUser));
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Continue to Converge' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('signed in, age not yet verified: sent to the age gate first', async () => {
    serveUser(async () => Response.json({ ...baseUser, ageVerified: false }));
    const router = renderAt('/app');
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/age-verification');
  });

  it('signed in with a profile: main views with the bottom navigation', async () => {
    serveUser(async () => Response.json({ ...baseUser, profile: { displayName: 'Sam', age: 29, bio: 'Jazz and climbing', photos: [] } }));
    renderAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const label of ['Check In', 'Live', 'Business', 'Messages', 'Matches', 'Profile']) {
      expect(nav.textContent).toContain(label);
    }
    expect(screen.queryByText('Find Your Match')).toBeNull();
  });

  it('with a profile, /auth and /profile-setup lead to the app (its current view, /app/checkin)', async () => {
    serveUser(async () => Response.json({ ...baseUser, profile: { displayName: 'Sam', age: 29, photos: [] } }));
    const router = renderAt('/profile-setup');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(router.state.location.pathname).toBe('/app/checkin');
  });

  it('anything else is "404 Page Not Found"', async () => {
    serveUser(async () => new Response('', { status: 401 }));
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });

  it('/admin opens for a signed-out visitor too: Access Denied, without the bottom navigation', async () => {
    serveUser(async () => new Response('', { status: 401 }));
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('/safety, signed out, goes to sign-in with the way back', async () => {
    serveUser(async () => new Response('', { status: 401 }));
    const router = renderAt('/safety');
    expect(await screen.findByText('Sign in to continue')).toBeTruthy();
    expect(router.state.location.search).toBe('?mode=signin&next=%2Fsafety');
  });

  it('/professional and /safety render for a signed-in person', async () => {
    serveUser(async () => Response.json({ ...baseUser, profile: { displayName: 'Sam', age: 29, photos: [] } }));
    const first = renderAppAt('/professional');
    expect(await screen.findByRole('heading', { name: /Professional Networking/ })).toBeTruthy();
    expect(await screen.findByText('Create your professional profile')).toBeTruthy();
    first.unmount();
    renderAt('/safety');
    expect(await screen.findByRole('heading', { name: 'Safety Center' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /911/ })[0]!.getAttribute('href')).toBe('tel:911');
  });
});

// Each test loads a main view's chunk cold (a few seconds on a busy machine), hence the longer timeout.
describe("each main view has its own URL (the phone's Back button)", { timeout: 20_000 }, () => {
  const withProfile = () => serveUser(async () => Response.json({ ...baseUser, profile: { displayName: 'Sam', age: 29, photos: [] } }));
  const navButton = async (name: string) => (await screen.findByRole('navigation', { name: 'Main' })).querySelector(`button[aria-current="page"]`)?.textContent === name;

  it('/app opens the current view at its URL, in place of /app (Back does not land on /app again)', async () => {
    withProfile();
    const router = renderAt('/app');
    await screen.findByRole('heading', { name: 'Check In' });
    expect(router.state.location.pathname).toBe('/app/checkin');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a tap on Matches is a new history entry; Back returns to check-in', async () => {
    withProfile();
    const router = renderAt('/app');
    await screen.findByRole('heading', { name: 'Check In' });
    screen.getByRole('button', { name: 'Matches' }).click();
    await screen.findByRole('heading', { name: 'Your Matches' });
    expect(router.state.location.pathname).toBe('/app/matches');
    expect(await navButton('Matches')).toBe(true);
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Check In' });
    expect(router.state.location.pathname).toBe('/app/checkin');
    expect(await navButton('Check In')).toBe(true);
  });

  it('a link to /app/matches opens matches, and /app then remembers it', async () => {
    withProfile();
    const router = renderAt('/app/matches');
    await screen.findByRole('heading', { name: 'Your Matches' });
    await act(() => router.navigate('/app'));
    expect(router.state.location.pathname).toBe('/app/matches');
  });

  it('a notification sent as /app?view=matches lands on /app/matches', async () => {
    withProfile();
    const router = renderAt('/app?view=matches');
    await screen.findByRole('heading', { name: 'Your Matches' });
    expect(router.state.location.pathname).toBe('/app/matches');
    expect(router.state.location.search).toBe('');
  });

  it('an unknown view is "404 Page Not Found"', async () => {
    withProfile();
    renderAt('/app/nowhere');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });
});

describe('the public pages under a language (/de/, /ar/auth)', () => {
  afterEach(async () => {
    await setLanguage('en');
    localStorage.clear();
  });

  it('/de/ is the landing, in German, and its links stay in German', async () => {
    serveUser(async () => new Response('', { status: 401 }));
    await setLanguage('de');
    renderAt('/de/');
    const register = await screen.findByRole('link', { name: deLanding['cta.register'] });
    expect(register.getAttribute('href')).toBe('/de/auth');
    expect(screen.getByRole('link', { name: deLanding['cta.signin'] }).getAttribute('href')).toBe('/de/auth?mode=signin');
    expect(screen.getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).toBe('true');
    // The picker leads to each language's own landing; English says it is a choice.
    expect(screen.getByRole('link', { name: 'العربية' }).getAttribute('href')).toBe('/ar/');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/?lang=en');
    expect(document.documentElement.lang).toBe('de');
  });

  it('/ar/auth is the sign-up page, in Arabic, right to left', async () => {
    serveUser(async () => new Response('', { status: 401 }));
    await setLanguage('ar');
    renderAt('/ar/auth');
    expect(await screen.findByRole('heading', { name: arAuth['title.register'] })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  // A German member's mail or text to someone outside Converge links to /de/share/… and /de/date/…;
  // app/main.tsx shows an address under a prefix in that language (here setLanguage, as it does).
  it('/de/share/<token> and /de/date/<token> are the public location and date plan pages, in German', async () => {
    stubApi({});
    await setLanguage('de');
    renderAt('/de/share/no-such-link');
    expect(await screen.findByRole('heading', { name: deSafetyPublic['share.notFound'] })).toBeTruthy();
    expect(screen.getByText(deSafetyPublic['share.footer'])).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    renderAt('/de/date/no-such-link');
    expect(await screen.findByText(deSafetyPublic['date.notFound.text'])).toBeTruthy();
  });
});
