// app/boot.ts: what a prerendered public page loads, and the signed-in hint that keeps the
// signed-out view out of sight for someone signed in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT_KEY } from '@/lib/session-hint';

const startApp = vi.fn(async () => undefined);
vi.mock('./main', () => ({ startApp }));
const authRoute = vi.fn();
vi.mock('./routes/auth', () => {
  authRoute();
  return {};
});
vi.mock('../index.css', () => ({}));
const conversationsRoute = vi.fn();
vi.mock('./routes/conversations', () => {
  conversationsRoute();
  return {};
});

function answerSession(signedIn: boolean | 'down') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/api/auth/session');
      if (signedIn === 'down') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ signedIn }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** A prerendered page, as web/scripts/prerender.mjs writes it, seen by someone signed in last time. */
async function bootOn(page: string) {
  document.body.innerHTML = `<div id="root" data-prerendered="${page}"><div>Find Your Match</div></div>`;
  localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
  document.documentElement.dataset.session = 'signed-in';
  vi.resetModules();
  await import('./boot');
}

const revealed = () => document.documentElement.dataset.session === undefined;

beforeEach(() => {
  startApp.mockClear();
  authRoute.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.session;
});

describe('the prerendered landing', () => {
  it('signed out: shows the page, forgets the hint, and loads no app at all', async () => {
    answerSession(false);
    await bootOn('/');
    await vi.waitFor(() => expect(revealed()).toBe(true));
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
    expect(startApp).not.toHaveBeenCalled();
  });

  it('signed in: the page stays hidden and the app starts for the signed-in person', async () => {
    answerSession(true);
    await bootOn('/');
    await vi.waitFor(() => expect(startApp).toHaveBeenCalledWith({ prerendered: true, signedIn: true }));
    expect(revealed()).toBe(false);
  });

  it('server unreachable: a visitor still gets the landing', async () => {
    answerSession('down');
    await bootOn('/');
    await vi.waitFor(() => expect(revealed()).toBe(true));
    expect(startApp).not.toHaveBeenCalled();
  });
});

describe('another prerendered page (/auth)', () => {
  it('loads the app and the page’s own route module, and passes the session on', async () => {
    answerSession(false);
    await bootOn('/auth');
    await vi.waitFor(() => expect(startApp).toHaveBeenCalledWith(expect.objectContaining({ prerendered: true, signedIn: false })));
    expect(authRoute).toHaveBeenCalled();
    expect(revealed()).toBe(true);
  });

  it('signed in: stays hidden while the app takes over', async () => {
    answerSession(true);
    await bootOn('/auth');
    await vi.waitFor(() => expect(startApp).toHaveBeenCalledWith(expect.objectContaining({ prerendered: true, signedIn: true })));
    expect(revealed()).toBe(false);
  });
});

describe('a page in another language (/de/, /de/auth)', () => {
  afterEach(() => {
    document.cookie = 'converge_language=; Path=/; Max-Age=0';
  });

  it('the German landing, signed out: shows its own HTML without any app, and keeps German as this device’s choice', async () => {
    answerSession(false);
    await bootOn('/de/');
    await vi.waitFor(() => expect(revealed()).toBe(true));
    expect(startApp).not.toHaveBeenCalled();
    expect(document.cookie).toContain('converge_language=de');
    expect(localStorage.getItem('converge.language')).toBe('de');
  });

  it('the German sign-up page starts the app, which takes its HTML over, as the English one does', async () => {
    answerSession(false);
    await bootOn('/de/auth');
    await vi.waitFor(() => expect(startApp).toHaveBeenCalledWith(expect.objectContaining({ prerendered: true, signedIn: false })));
    expect(revealed()).toBe(true);
    expect(document.cookie).toContain('converge_language=de');
  });
});

it('an app route (the empty shell) starts the app at once and reads who is signed in beside it, without the session question first', async () => {
  const fetch = vi.fn((_url: string) => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetch);
  document.body.innerHTML = '<div id="root"></div>';
  vi.resetModules();
  await import('./boot');
  await vi.waitFor(() => expect(startApp).toHaveBeenCalledWith({ prerendered: false }));
  expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/user']);
});

it('an app screen opened cold by someone signed in last time reads its first data at once, beside who is signed in', async () => {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetch);
  localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
  window.history.replaceState(null, '', '/app/checkin');
  try {
    document.body.innerHTML = '<div id="root"></div>';
    vi.resetModules();
    await import('./boot');
    await vi.waitFor(() => expect(startApp).toHaveBeenCalledWith({ prerendered: false }));
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual(['/api/auth/user', '/api/checkin/current']);
    // No page named it: signed out answers 204, not a failed request in the console.
    expect(fetch.mock.calls.find(([url]) => url === '/api/auth/user')![1]).toMatchObject({ headers: { 'X-Session-Optional': '1' } });
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

it('a chat opened cold on a phone that never signed in here, whose request carried a session, reads its conversation at once', async () => {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetch);
  const id = '7d9ececf-f275-4b1d-9bf1-5af0158cb0ec';
  window.history.replaceState(null, '', `/chat/${id}`);
  const mark = document.createElement('meta');
  mark.name = 'converge-session';
  document.head.append(mark);
  try {
    document.body.innerHTML = '<div id="root"></div>';
    vi.resetModules();
    await import('./boot');
    await vi.waitFor(() => expect(startApp).toHaveBeenCalledWith({ prerendered: false }));
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual(['/api/auth/user', `/api/conversations/${id}`, `/api/conversations/${id}/messages?limit=30`]);
    // The page named the session read too: asked exactly as named (no header of ours), the browser hands it the preloaded answer.
    const userRead = fetch.mock.calls.find(([url]) => url === '/api/auth/user')!;
    expect(userRead[1]).toMatchObject({ credentials: 'include', headers: {} });
  } finally {
    mark.remove();
    window.history.replaceState(null, '', '/');
  }
});

it('an app screen opened cold loads its code beside the app, not after the router asks for it', async () => {
  vi.stubGlobal('fetch', vi.fn());
  conversationsRoute.mockClear();
  window.history.replaceState(null, '', '/conversations');
  try {
    document.body.innerHTML = '<div id="root"></div>';
    vi.resetModules();
    await import('./boot');
    // startApp is a stand-in here, so no router ever runs: boot itself asked for the screen's module.
    await vi.waitFor(() => expect(startApp).toHaveBeenCalledWith({ prerendered: false }));
    await vi.waitFor(() => expect(conversationsRoute).toHaveBeenCalledTimes(1));
  } finally {
    window.history.replaceState(null, '', '/');
  }
});
