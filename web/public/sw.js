/*
 * Converge service worker: makes the app installable, keeps the shell for offline starts,
 * and shows push notifications. Plain JS served as-is from /sw.js (scope /), no build step.
 *
 * Caching: hashed /assets/* cache-first (immutable); pages network-first; /api and /socket.io never
 * touched (always live). With the network gone, the demo and legal pages (static, prerendered) open
 * from their last copy; every other page — the app's screens, and the landing and sign-in whose
 * only use is to get into the app — answers with the offline page, which says so plainly and
 * reloads itself when the connection is back (never the landing page in place of the app).
 */
const CACHE = 'converge-shell-v2';
const OFFLINE_PAGE = '/offline.html';
const SHELL = [OFFLINE_PAGE, '/offline.js', '/manifest.webmanifest', '/favicon.svg', '/theme-init.js', '/icons/icon-192.png'];
/** Pages that read the same offline as online. */
const READABLE_OFFLINE = ['/demo', '/privacy-policy', '/terms-of-service', '/community-guidelines', '/cookie-policy'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, { keep = true } = {}) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (keep && response.ok) void cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = keep && (await cache.match(request, { ignoreSearch: true }));
    if (cached) return cached;
    throw error;
  }
}

async function offlinePage() {
  const cached = await caches.match(OFFLINE_PAGE);
  return cached || new Response("You're offline.", { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) void cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io/')) return;
  if (request.mode === 'navigate') {
    const path = url.pathname.replace(/\/+$/, '') || '/';
    event.respondWith(networkFirst(request, { keep: READABLE_OFFLINE.includes(path) }).catch(offlinePage));
    return;
  }
  event.respondWith(url.pathname.startsWith('/assets/') ? cacheFirst(request) : networkFirst(request));
});

/** The server's payload: { title, body, url, tag } (libs/contracts schemas/push.ts). */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Converge';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      tag: data.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/app' },
    }),
  );
});

/** A tap opens the notification's screen: in an open window of the app if there is one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/app', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return open.navigate(target);
      }
      return self.clients.openWindow(target);
    }),
  );
});
