import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstReadsOf, SESSION_READ } from '@converge/contracts';

/** Written by the web's build (web/build/cold-start-chunk.ts): each app screen's path → the files it runs first. */
const FIRST_LOADS_FILE = '.vite/first-loads.json';

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What a signed-in person's phone asks for while it is still reading the app's page, named in that
 * page: the screen's code (`modulepreload`, from the build's plan), who is signed in and the screen's
 * first reads (`preload` as fetch, the same URLs the app asks for, so the browser hands them the
 * answers; contracts' `SESSION_READ` and `firstReadsOf`). Without this, the code waits for the page's first script to run and the reads for
 * the session's answer: on a slow network, two round trips after the HTML before the screen can draw.
 *
 * Only for a request that carries a session cookie (its presence; the reads themselves check it):
 * someone signed out is sent to sign in and needs none of it. The page also says so
 * (`<meta name="converge-session">`), so the app starts the same reads at once (web/src/app/boot.ts).
 */
export class FirstLoads {
  constructor(private readonly filesByPath: Readonly<Record<string, readonly string[]>>) {}

  /** The build's plan in web/dist, if the build wrote one. */
  static read(distRoot: string): FirstLoads | undefined {
    const file = path.join(distRoot, FIRST_LOADS_FILE);
    if (!existsSync(file)) return undefined;
    return new FirstLoads(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>);
  }

  /** The files a screen at `pathname` runs first: its own path's plan (`/app/matches`), else its first segment's (`/chat` for `/chat/<id>`). */
  filesFor(pathname: string): readonly string[] {
    const [, first = '', second] = pathname.split('/');
    return (second ? this.filesByPath[`/${first}/${second}`] : undefined) ?? this.filesByPath[`/${first}`] ?? [];
  }

  /**
   * The same code as a `Link` header: the browser asks for it as the answer's headers arrive, before it
   * has read the page's head (the inline stylesheet alone is 50 KB to parse), so on a phone the files
   * are on their way a parse earlier. The tags stay in the page for anything that drops the header.
   */
  linkHeaderFor(pathname: string): string {
    return this.filesFor(pathname)
      .map((file) => `</${encodeURI(file)}>; rel=modulepreload; crossorigin`)
      .join(', ');
  }

  /** The tags for the page's head: the session mark, the screen's code, who is signed in and the screen's first reads. */
  tagsFor(pathname: string): string {
    const code = this.filesFor(pathname).map((file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`);
    const reads = [SESSION_READ, ...firstReadsOf(pathname)].map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attribute(url)}">`);
    return ['<meta name="converge-session">', ...code, ...reads].join('');
  }
}
