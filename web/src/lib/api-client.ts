import type { QueryFunction } from '@tanstack/react-query';
import { takeEarlyRead } from './early-reads';
import { errorSentence } from './error-sentence';

/** Word for word: what a request that never reached the server reports. */
export const NETWORK_ERROR_MESSAGE = 'Network error: Unable to connect to server. Please check your connection.';

/**
 * A non-2xx answer. `message` is exactly ("<status>: <body text or status text>");
 * `body` keeps the raw text so screens can pull the gateway's `{ message, code }` out of it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The gateway's JSON `{ message, code }` (and a schema's `issues` in a 400), when the body is that shape. */
  get details(): { message?: string; code?: string; issues?: unknown } {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' ? (parsed as { message?: string; code?: string; issues?: unknown }) : {};
    } catch {
      return {};
    }
  }
}

async function throwIfResNotOk(res: Response) {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

/** Worth trying again as it was: the server (or the way to it) was briefly away, e.g. a service restarting. */
export function isTransient(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof Error && error.message === NETWORK_ERROR_MESSAGE;
}

/** fetch with cookies; turns "could not connect" into the spec's network-error message. */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    // A screen's first read may already be on its way, started at boot (lib/early-reads.ts). Only its
    // success is taken: a refusal may be stale (started on an old signed-in hint before the person signed
    // in, or before they became a business admin on this screen), so any other answer is asked again.
    const early = (init.method ?? 'GET') === 'GET' && init.body === undefined ? takeEarlyRead(url) : undefined;
    const earlyAnswer = early && (await early.catch(() => undefined));
    if (earlyAnswer?.ok) return earlyAnswer;
    return await fetch(url, { credentials: 'include', ...init });
  } catch (err) {
    // An aborted request (react-query cancelling) is not a network failure: let it through as is.
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new Error(NETWORK_ERROR_MESSAGE);
  }
}

/**
 * One call to the API. A body goes out as JSON only when there is one (FormData is sent as
 * multipart, untouched). Throws ApiError for any non-2xx answer.
 */
export async function apiRequest(method: string, url: string, data?: unknown, signal?: AbortSignal): Promise<Response> {
  const init: RequestInit = { method, signal };
  if (data instanceof FormData) {
    init.body = data;
  } else if (data !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(data);
  }
  const res = await send(url, init);
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest + JSON body (an empty 2xx body reads as null). */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default react-query reader: GET the path made by joining the key's segments
 * with "/". On 401 it either throws (default) or yields null, for queries like "who am I".
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await send(queryKey.join('/'), { signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  };
}

/**
 * The text a toast should show: the server's sentence when it sent one, in the app's language (by its
 * `code`, lib/error-sentence.ts), else the fallback.
 */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    const { code, message, issues } = err.details;
    return message ? errorSentence({ code, message, issues }) : fallback;
  }
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
