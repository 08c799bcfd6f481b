/**
 * The origins whose pages may call the API and open the socket: the app's own public
 * origin (PUBLIC_URL), any listed in ALLOWED_ORIGINS (comma-separated, e.g. a second domain or the
 * native shell's origin), and a page served by whatever host the browser asked for (the Origin's host
 * equals the request's Host header: same origin by definition, which is what a developer's Vite
 * server, proxying with its own Host, looks like). Everything else is another site.
 */
export class AllowedOrigins {
  private readonly origins: Set<string>;

  constructor(publicUrl: string, allowedOrigins = '') {
    this.origins = new Set(
      [publicUrl, ...allowedOrigins.split(',')]
        .map((value) => value.trim())
        .filter(Boolean)
        .map((value) => originOf(value))
        .filter((value): value is string => value !== null),
    );
  }

  /** Whether a page at `source` (an Origin or Referer header) may act on a request sent to `requestHost`. */
  allows(source: string, requestHost: string | undefined): boolean {
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      return false;
    }
    if (url.origin === 'null') return false;
    return this.origins.has(url.origin) || (requestHost !== undefined && url.host === requestHost.toLowerCase());
  }

  /** The configured origins (for logs and tests). */
  list(): string[] {
    return [...this.origins];
  }
}

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
