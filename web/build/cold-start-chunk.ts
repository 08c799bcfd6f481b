import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * A screen opened cold arrives in a few files, not forty.
 *
 * Left to itself the bundler cuts the app into one chunk per set of lazy imports sharing a module: a cold
 * signed-in `/app` ran about forty-five files of one or two kilobytes. A phone on a slow network opens at
 * most six connections to a host over HTTP/1.1, so forty files cost seven round trips one after another
 * before anything renders; a few files of the same bytes cost one or two.
 *
 * - `cold-start`: everything every app screen runs first, and what `/app` (its check-in view) runs: the
 *   app (main.tsx), the /app route and the check-in view, with every module they import statically.
 * - `screen-<name>`: what one other screen runs first (its route module or main view and its static
 *   imports, less the above) and no other screen does; `screens-shared`: what two or more of them run
 *   first. A screen opened cold loads these two and `cold-start`. (One chunk per set of screens sharing
 *   code, as the bundler cuts it, was forty small files again.)
 *
 * Nothing lazy becomes eager: a module joins a chunk only when opening each of its screens runs it anyway.
 * What the page's first script (`app/boot.ts`) imports itself stays with it (or the landing would load the
 * app), code behind `lazy()`/`import()` inside a screen keeps its own chunks, and the libraries keep theirs
 * (the vendor groups rank higher), which stay cached across releases that change only our code.
 *
 * The shell (dist/index.html, served for every app screen) also names `cold-start` and the libraries it
 * imports as `modulepreload`, so they download beside the page's first script instead of after it has run.
 * The prerendered public pages drop these links (scripts/prerender.mjs): a visitor of the landing needs
 * none of it.
 */
export const COLD_START_ROOTS = ['/src/app/main.tsx', '/src/app/routes/main-app.tsx', '/src/app/views/checkin-main-view.tsx'];

/** The first module of every other app screen (app/shell-route-modules.ts loads the same on a cold start). */
export const SCREEN_ROOTS: Record<string, string> = {
  conversations: '/src/app/routes/conversations.tsx',
  chat: '/src/app/routes/chat.tsx',
  live: '/src/app/routes/live-discovery.tsx',
  admin: '/src/app/routes/admin.tsx',
  'checkin-page': '/src/app/routes/checkin.tsx',
  professional: '/src/app/routes/professional.tsx',
  safety: '/src/app/routes/safety.tsx',
  verification: '/src/app/routes/verification.tsx',
  discovery: '/src/app/views/discovery-main-view.tsx',
  matches: '/src/app/views/matches-main-view.tsx',
  meetpoint: '/src/app/views/meetpoint-main-view.tsx',
  navigation: '/src/app/views/navigation-main-view.tsx',
  profile: '/src/app/views/profile-main-view.tsx',
};

/**
 * What a signed-in screen loads in the background once it is shown (lib/after-first-screen.ts). Modules
 * these import stay out of the screens' chunks: else the background would pull whole screens' code (the
 * safety screen, the shared chunk and zod) into every cold start.
 */
export const BACKGROUND_ROOTS = [
  '/src/app/safety-background.tsx',
  '/src/features/meeting/components/global-meeting-banner.tsx',
  '/src/components/install-offer.tsx',
  '/src/components/ui/toaster.tsx',
  '/src/app/views/match-modal-host.tsx',
];

/** Marks the shell's preload links, which the prerendered public pages leave out. */
export const COLD_START_ATTRIBUTE = 'data-cold-start';

/** The page's first script (index.html). */
export const ENTRY = '/src/app/boot.ts';

const COLD_START = 'cold-start';
const SHARED = 'screens-shared';

type Group = { name: (id: string) => string | null; debugName: string; priority: number; test: (id: string) => boolean };

export function coldStartChunks(): { plugin: Plugin; group: Group } {
  let chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'converge-cold-start-chunks',
    apply: 'build',
    // The whole module graph is known here, before the chunks are cut.
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (root: string) => ids.find((id) => id.endsWith(root));
      const entry = find(ENTRY);
      if (!entry) return; // another build (the prerender's SSR entry): nothing to group
      const missing = [...COLD_START_ROOTS, ...Object.values(SCREEN_ROOTS), ...BACKGROUND_ROOTS].filter((root) => !find(root));
      if (missing.length > 0) this.error(`cold-start chunks: no module ${missing.join(', ')} (moved? update build/cold-start-chunk.ts)`);
      const screens = Object.fromEntries(Object.entries(SCREEN_ROOTS).map(([name, root]) => [name, [find(root)!]]));
      chunkOf = firstScreenChunks(
        entry,
        COLD_START_ROOTS.map((root) => find(root)!),
        screens,
        (id) => this.getModuleInfo(id)?.importedIds ?? [],
        BACKGROUND_ROOTS.map((root) => find(root)!),
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        const chunks = Object.values(bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const coldStart = chunks.find((chunk) => chunk.name === COLD_START);
        if (!coldStart || !entry) return [];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = staticClosure([coldStart.fileName], (file) => byFile.get(file)?.imports ?? []);
        // What the entry imports itself, Vite already names; the entry is the page's own script.
        for (const file of staticClosure([entry.fileName], (file) => byFile.get(file)?.imports ?? [])) files.delete(file);
        return [...files].map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, [COLD_START_ATTRIBUTE]: true },
          injectTo: 'head',
        }));
      },
    },
  };
  return { plugin, group: { name: (id) => chunkOf.get(id) ?? null, debugName: 'first-screen chunks', priority: 25, test: (id) => chunkOf.has(id) } };
}

/**
 * Which chunk each module of a cold start goes into: `cold-start` for what `coldStartRoots` import
 * statically, `screen-<a>` for what only screen a imports statically (of the rest), `screens-shared` for
 * what several do, nothing for what the entry or the background imports (the bundler cuts those as it
 * likes) or no screen imports statically.
 */
export function firstScreenChunks(
  entry: string,
  coldStartRoots: string[],
  screens: Record<string, string[]>,
  importsOf: (id: string) => readonly string[],
  backgroundRoots: string[] = [],
): Map<string, string> {
  const withTheEntry = staticClosure([entry], importsOf);
  const chunkOf = new Map<string, string>();
  for (const id of staticClosure(coldStartRoots, importsOf)) if (!withTheEntry.has(id)) chunkOf.set(id, COLD_START);
  const inTheBackground = staticClosure(backgroundRoots, importsOf);
  const screensOf = new Map<string, string[]>();
  for (const [name, roots] of Object.entries(screens)) {
    for (const id of staticClosure(roots, importsOf)) {
      if (withTheEntry.has(id) || chunkOf.has(id) || inTheBackground.has(id)) continue;
      screensOf.set(id, [...(screensOf.get(id) ?? []), name]);
    }
  }
  // Code two or more screens share is one chunk for all of them: per set of screens it was forty small files.
  for (const [id, names] of screensOf) chunkOf.set(id, names.length === 1 ? `screen-${names[0]}` : SHARED);
  return chunkOf;
}

/** Every module reachable from `roots` through static imports only (a dynamic import is a later load). */
export function staticClosure(roots: string[], importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>(roots);
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of importsOf(id)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}
