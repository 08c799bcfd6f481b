import { CHAT_PAGE_SIZE } from '../schemas/chat-paging.js';

/**
 * The reads an app screen makes first, by its path: what its first content waits for. The web starts
 * them beside its own code on a cold start (web/src/lib/early-reads.ts), and the gateway names them
 * in the page itself (`<link rel="preload" as="fetch">`, gateway/src/static/first-loads.ts) when the
 * request carries a session, so a phone on a slow network asks for them while it is still reading the
 * HTML instead of after the app's code has arrived and run. Each URL is exactly what the screen's
 * query asks for: the browser hands a preloaded answer only to a request of the same URL.
 *
 * Ids come from the address bar: only a well-formed one is named, so nothing else reaches the page. (A
 * pattern, not the id schema: the page's first script imports this, and zod is no part of it.)
 */
/**
 * Who is signed in: every app screen waits for it before it draws anything. A page that carries a
 * session names it first, beside the screen's own reads; the app then reads it exactly so (no extra
 * header), for the browser to hand it the answer already on its way (web/src/lib/user-read.ts).
 */
export const SESSION_READ = '/api/auth/user';

/** The message requests the conversation list shows under it, and the ones hidden by the person's Hidden Words. */
export const MESSAGE_REQUESTS_READ = '/api/message-requests';
export const HIDDEN_MESSAGE_REQUESTS_READ = '/api/message-requests?folder=hidden';

/** The admin overview's latest actions: the dashboard's read and the page's preload are the same URL. */
export const RECENT_ADMIN_ACTIONS_READ = '/api/admin/actions?pageSize=50';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function firstReadsOf(pathname: string): string[] {
  const [, first = '', second] = pathname.split('/');
  switch (first) {
    case 'app':
      // A bare /app opens the check-in view on a cold start (the current view lives in memory).
      return second === undefined || second === '' || second === 'checkin' ? ['/api/checkin/current'] : [];
    case 'conversations':
      // The list, and the message requests shown with it.
      return ['/api/conversations', MESSAGE_REQUESTS_READ, HIDDEN_MESSAGE_REQUESTS_READ];
    case 'chat':
      return second && UUID.test(second) ? [`/api/conversations/${second}`, `/api/conversations/${second}/messages?limit=${CHAT_PAGE_SIZE}`] : [];
    case 'live-discovery':
      return ['/api/live-status'];
    case 'admin':
      // The admin check decides what the dashboard shows; its first tab, the overview, shows the
      // analytics, the latest notifications (also the header's bell) and the latest actions.
      return ['/api/admin/check', '/api/admin/analytics', '/api/admin/notifications', RECENT_ADMIN_ACTIONS_READ];
    default:
      return [];
  }
}
