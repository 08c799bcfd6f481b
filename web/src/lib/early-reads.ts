// No React and no query library here: app/boot.ts imports this before the app's code.
import { firstReadsOf } from '@converge/contracts/web-boot';

/**
 * The first reads a screen makes, started by app/boot.ts beside the app's code on a cold start: on a
 * slow phone network the answer is then there when the screen asks for it, instead of a round trip
 * after all its code has arrived. Each is taken once, by the first GET of the same URL
 * (lib/api-client.ts); every later read fetches afresh.
 */
const started = new Map<string, Promise<Response>>();
/** URLs the app already read itself: starting one now would only fetch it twice. */
const asked = new Set<string>();

export function startEarlyRead(url: string): void {
  if (started.has(url) || asked.has(url)) return;
  const read = fetch(url, { credentials: 'include' });
  // Nobody may ever ask (the screen changed first): a failure is the query's to report, not unhandled.
  read.catch(() => undefined);
  started.set(url, read);
}

export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const read = started.get(url);
  started.delete(url);
  asked.add(url);
  return read;
}

/** The reads each app screen starts with, by its path (shared with the gateway, which names them in the page). */
export const earlyReadsFor = firstReadsOf;
