// Scenario "phone": Lighthouse's default mobile
// profile (simulated slow 4G, 4× CPU slowdown) on the signed-in screens, cold (empty cache, no service
// worker), against the real stack: the gateway serving web/dist as deployed. For each screen, first
// contentful and largest contentful paint and the JavaScript + CSS the phone received (bytes as sent,
// i.e. compressed), next to the signed-out landing measured the same way; plus the Lighthouse
// performance score of a signed-in /app.
//
// The bench signs in first and makes what the screens show: a person with a profile, checked in at a
// seeded venue, matched with another person there (real likes, so /chat/<id> has a conversation), and
// a business admin (POST /api/admin/promote-self) for /admin.
// PHONE_PAGES=/app,/admin picks screens; LH_SAVE=<dir> keeps each report (lhr JSON).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchStack, httpClient, runWhenMain } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET = { paintMs: 2000, appKb: 200, appPerformance: 90 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function until(what, fn, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await fn();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await sleep(200);
  }
  throw new Error(`${what}: ${last?.message ?? 'timed out'}`);
}

/** Two people checked in at one seeded venue and matched; the first is also a business admin. */
export async function world({ namespace, baseUrl }) {
  execFileSync(process.execPath, [path.join(root, 'services/venue/dist/seed/seed.js'), '--quiet'], { env: { ...process.env, NAMESPACE: namespace, PUBLIC_URL: baseUrl }, stdio: 'inherit' });
  const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${namespace}_converge_venue` });
  await db.connect();
  const { rows } = await db.query('SELECT id, latitude, longitude FROM venues ORDER BY name LIMIT 1');
  await db.end();
  const venueId = rows[0].id;
  // Check-ins need proof of presence: the phone stands at the venue.
  const at = { latitude: rows[0].latitude, longitude: rows[0].longitude };

  const api = httpClient(baseUrl);
  const people = [];
  for (const name of ['Alex', 'Blake']) {
    const registered = await api.request('POST', '/api/auth/register', {
      body: { email: `phone.${name.toLowerCase()}.${Date.now()}@example.com`, password: 'a long enough bench password', ageConfirmed: true, termsAccepted: true },
    });
    const { cookie } = registered;
    const id = JSON.parse(registered.text).id;
    await api.request('POST', '/api/auth/verify-age', { cookie, body: { dateOfBirth: '1990-01-01' } });
    await api.request('POST', '/api/profile', {
      cookie,
      body: { displayName: name, dateOfBirth: '1990-01-01', bio: `${name} likes a quiet table and a good playlist.`, gender: null, lookingFor: ['Everyone'], photos: [] },
    });
    await api.request('POST', '/api/checkin', { cookie, body: { venueId, ...at } });
    people.push({ id, cookie });
  }
  const [alex, blake] = people;
  // Likes go through once matching has seen both check-ins (an event away).
  await until('Alex likes Blake', () => api.request('POST', '/api/likes', { cookie: alex.cookie, body: { toUserId: blake.id, venueId } }));
  await until('Blake likes Alex', () => api.request('POST', '/api/likes', { cookie: blake.cookie, body: { toUserId: alex.id, venueId } }));
  const conversationId = await until('the match opens a conversation', async () => JSON.parse((await api.request('GET', '/api/conversations', { cookie: alex.cookie })).text)[0]?.id);
  await api.request('POST', `/api/conversations/${conversationId}/messages`, { cookie: blake.cookie, body: { content: 'Hi Alex! Are you at the bar or by the window?' } });
  await api.request('POST', '/api/admin/promote-self', { cookie: alex.cookie });
  await until('Alex is a business admin', async () => JSON.parse((await api.request('GET', '/api/admin/check', { cookie: alex.cookie })).text).isAdmin);
  api.close();
  return { cookie: alex.cookie, conversationId };
}

/**
 * One DevTools protocol call at the browser's own target (not a page's).
 */
async function browserCall(port, method, params = {}) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  try {
    return await new Promise((resolve, reject) => {
      socket.onopen = () => socket.send(JSON.stringify({ id: 1, method, params }));
      socket.onmessage = ({ data }) => {
        const answer = JSON.parse(data);
        if (answer.id === 1) answer.error ? reject(new Error(`${method}: ${answer.error.message}`)) : resolve(answer.result);
      };
      socket.onerror = () => reject(new Error('DevTools socket failed'));
    });
  } finally {
    socket.close();
  }
}

/**
 * The browser's cookie jar as a signed-in phone's: emptied, then holding the bench person's session
 * (`cookie`, a Cookie header's pairs) for the bench's host, as the browser keeps it after signing in.
 * Lighthouse resets a page's storage between runs but never its cookies, and a Cookie header handed to
 * Lighthouse (extraHeaders) gives way to the jar as soon as the page sets a cookie of its own (the app
 * sets `converge_language`): the rest of that run, and every later one, measured a signed-out person.
 */
async function jarWith(port, baseUrl, cookie) {
  await browserCall(port, 'Storage.clearCookies');
  if (!cookie) return;
  const cookies = cookie
    .split(/;\s*/)
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl, path: '/', httpOnly: true, sameSite: 'Lax' };
    });
  await browserCall(port, 'Storage.setCookies', { cookies });
}

/** One cold Lighthouse run (default mobile profile): paints, score and JS+CSS bytes as sent. */
async function measureOnce(lighthouse, port, url, cookie) {
  await jarWith(port, new URL(url).origin, cookie);
  let result;
  // A trace Chromium failed to record (NO_NAVSTART, NO_FCP under a loaded host) is run again, twice at most.
  for (let attempt = 0; attempt < 3; attempt++) {
    result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result.lhr.runtimeError) break;
  }
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code}`);
  const { audits, categories, finalDisplayedUrl } = result.lhr;
  const assets = audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet');
  const name = new URL(url).pathname;
  if (process.env.LH_SAVE) writeFileSync(path.join(process.env.LH_SAVE, `phone-${name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}.json`), JSON.stringify(result.lhr));
  return {
    finalPath: new URL(finalDisplayedUrl).pathname,
    fcp: Math.round(audits['first-contentful-paint'].numericValue),
    lcp: Math.round(audits['largest-contentful-paint'].numericValue),
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    kb: assets.reduce((sum, r) => sum + r.transferSize, 0) / 1000,
    files: assets.length,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * PHONE_RUNS cold runs (default 3) and the median of each figure: Lighthouse simulates the phone from
 * the tasks it saw, so a host busy with other work inflates a single run.
 */
async function measure(lighthouse, port, url, cookie) {
  const runs = [];
  for (let i = 0; i < Number(process.env.PHONE_RUNS ?? 3); i++) {
    const run = await measureOnce(lighthouse, port, url, cookie);
    runs.push(run);
  }
  const pick = (key) => median(runs.map((r) => r[key]));
  // Every run must have shown the screen: one that ended elsewhere (signed out) measured another page.
  const strayed = runs.find((r) => r.finalPath !== runs[0].finalPath);
  if (strayed) throw new Error(`${url}: one run ended on ${runs[0].finalPath}, another on ${strayed.finalPath}`);
  return { finalPath: runs[0].finalPath, fcp: pick('fcp'), lcp: pick('lcp'), performance: pick('performance'), kb: pick('kb'), files: pick('files') };
}

export async function run() {
  const bench = await benchStack('phone', {}, { timeoutMs: 180_000 });
  const { baseUrl, stop } = bench;
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  let chrome;
  const rows = [];
  try {
    const { cookie, conversationId } = await world(bench);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const screens = [
      ['/', undefined],
      ['/app', cookie],
      ['/conversations', cookie],
      [`/chat/${conversationId}`, cookie],
      ['/live-discovery', cookie],
      ['/admin', cookie],
    ];
    const wanted = process.env.PHONE_PAGES?.split(',');
    for (const [page, as] of screens) {
      const label = page.startsWith('/chat/') ? '/chat/<id>' : page;
      if (wanted && !wanted.includes(label) && !wanted.includes(page)) continue;
      const m = await measure(lighthouse, chrome.port, `${baseUrl}${page}`, as);
      const who = as ? 'signed in' : 'signed out';
      // /app opens the person's current main view under its own URL (/app/checkin on a cold start).
      const landedOn = m.finalPath === page || (page === '/app' && m.finalPath.startsWith('/app/'));
      if (!landedOn) throw new Error(`${page} ended on ${m.finalPath}: the bench's person could not see it`);
      const paintOk = m.fcp <= TARGET.paintMs && m.lcp <= TARGET.paintMs;
      const budget = page === '/app' ? ` (target <= ${TARGET.appKb}) ${m.kb <= TARGET.appKb ? 'OK' : 'OVER'}` : '';
      rows.push({
        scenario: `phone: ${label === '/' ? 'landing' : label} (${who}) FCP / LCP`,
        note: `FCP ${m.fcp} ms, LCP ${m.lcp} ms (target <= ${TARGET.paintMs}) ${paintOk ? 'OK' : 'OVER'}; JS+CSS ${m.kb.toFixed(1)} KB as sent in ${m.files} files${budget}`,
      });
      if (page === '/app') {
        rows.push({
          scenario: 'phone: /app (signed in) Lighthouse performance',
          note: `${m.performance} score (target >= ${TARGET.appPerformance}) ${m.performance >= TARGET.appPerformance ? 'OK' : 'UNDER'}`,
        });
      }
    }
    // The simulated phone is only as steady as the host: say how busy it was.
    rows.push({ scenario: 'phone: host load at the end', note: `1-min load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores` });
  } finally {
    await chrome?.kill();
    await stop();
  }
  return rows;
}

await runWhenMain(import.meta, run);
