import type { Plugin } from 'vite';

/**
 * A screen opened cold arrives in a few files, not forty.
 *
 * Left to itself the bundler cuts the app into one chunk per set of lazy imports sharing a module: a cold
 * signed-in `/app` ran about forty-five files of one or two kilobytes. A phone on a slow network opens at
 * most six connections to a host over HTTP/1.1, so forty files cost seven round trips one after another
 * before anything renders; a few files of the same bytes cost one or two.
 *
 * - `app-core`: what every app screen runs first: the app (main.tsx) with everything it imports
 *   statically, and what the /app screen shares with any other screen.
 * - `cold-start`: the rest of what `/app` (its check-in view) runs first.
 * - `screen-<name>`: what one other screen runs first (its route module or main view and its static
 *   imports, less the above) and no other screen does; `screens-shared-<n>`: what two or more of them run
 *   first, by which screens run it (sharedChunks); `screens-background`: what any of them runs first that
 *   the background (below) runs too. A screen opened cold loads its own of these and `app-core`. (One chunk per set of screens sharing
 *   code, as the bundler cuts it, was forty small files again.)
 *
 * Nothing lazy becomes eager: a module joins a chunk only when opening each of its screens runs it anyway.
 * What the page's first script (`app/boot.ts`) imports itself stays with it (or the landing would load the
 * app), code behind `lazy()`/`import()` inside a screen keeps its own chunks, and the libraries keep theirs
 * (the vendor groups rank higher), which stay cached across releases that change only our code.
 *
 * The build also writes which files each screen runs first (`.vite/first-loads.json`: by path, every
 * chunk its first modules need, less what the page's first script imports). The gateway names them in
 * the shell it sends for that path (`modulepreload`, gateway/src/static/first-loads.ts), so they download
 * beside the page's first script instead of after it has run and the router has asked for them. The
 * shell itself names none: it is the same file for every screen.
 */

/** The app, which every app screen runs first. */
export const APP_ROOTS = ['/src/app/main.tsx'];
/** The /app screen: its route and the check-in view, which a cold /app opens. */
export const COLD_START_ROOTS = ['/src/app/routes/main-app.tsx', '/src/app/views/checkin-main-view.tsx'];

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
 * Each screen's address (app/router.tsx): a path and everything under it (`/chat` for `/chat/<id>`).
 * The main views live under /app, whose route runs first there too.
 */
export const SCREEN_PATHS: Record<string, string> = {
  conversations: '/conversations',
  chat: '/chat',
  live: '/live-discovery',
  admin: '/admin',
  'checkin-page': '/checkin',
  professional: '/professional',
  safety: '/safety',
  verification: '/verification',
  discovery: '/app/discovery',
  matches: '/app/matches',
  meetpoint: '/app/meetpoint',
  navigation: '/app/navigation',
  profile: '/app/profile',
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

/** The page's first script (index.html). */
export const ENTRY = '/src/app/boot.ts';

/** The contracts, which the web imports through their index (libs/contracts/src/index.ts). */
const CONTRACTS = '@converge/contracts';
const CONTRACTS_INDEX = '/libs/contracts/dist/index.js';

/** Where the build writes each screen's first files, in web/dist. */
export const FIRST_LOADS_FILE = '.vite/first-loads.json';

const APP_CORE = 'app-core';
const COLD_START = 'cold-start';
const SHARED = 'screens-shared';
/** A set of screens' shared code smaller than this (characters of transformed code) joins another set's chunk. */
const SMALL_SET = 25_000;
const WITH_THE_BACKGROUND = 'screens-background';
/**
 * The most code (characters, weighed with the libraries it brings) a join may make screens download
 * that do not run it: about 9 KB compressed, 45 ms on a slow phone network. Past that, one more file,
 * named in the page's preloads and fetched beside the others, costs less.
 */
const JOIN_LIMIT = 30_000;

type Group = { name: (id: string) => string | null; debugName: string; priority: number; test: (id: string) => boolean };

/** The modules each screen's path runs first: the app's, and its own (a main view's with the /app route's). */
function rootsByPath(): Record<string, string[]> {
  const byPath: Record<string, string[]> = { '/app': [...APP_ROOTS, ...COLD_START_ROOTS] };
  for (const [name, path] of Object.entries(SCREEN_PATHS)) {
    byPath[path] = [...APP_ROOTS, ...(path.startsWith('/app/') ? [COLD_START_ROOTS[0]!] : []), SCREEN_ROOTS[name]!];
  }
  return byPath;
}

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
      const missing = [...APP_ROOTS, ...COLD_START_ROOTS, ...Object.values(SCREEN_ROOTS), ...BACKGROUND_ROOTS].filter((root) => !find(root));
      if (missing.length > 0) this.error(`cold-start chunks: no module ${missing.join(', ')} (moved? update build/cold-start-chunk.ts)`);
      const screens = Object.fromEntries(Object.entries(SCREEN_ROOTS).map(([name, root]) => [name, [find(root)!]]));
      const info = (id: string) => this.getModuleInfo(id);
      const barrel = ids.find((id) => id.endsWith(CONTRACTS_INDEX));
      const importsOf = barrel ? throughBarrel(barrel, CONTRACTS, info) : (id: string) => info(id)?.importedIds ?? [];
      const appRoots = APP_ROOTS.map((root) => find(root)!);
      chunkOf = firstScreenChunks(
        entry,
        appRoots,
        COLD_START_ROOTS.map((root) => find(root)!),
        screens,
        importsOf,
        BACKGROUND_ROOTS.map((root) => find(root)!),
        weighedWithLibraries((id) => info(id)?.code?.length ?? 0, importsOf, staticClosure([entry, ...appRoots], importsOf)),
      );
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      // The page's first script: the entry chunk holding app/boot.ts (its facade is index.html).
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith(ENTRY)));
      if (!entry) return;
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const importsOf = (file: string) => byFile.get(file)?.imports ?? [];
      const fileOf = (root: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(root)))?.fileName;
      const withTheEntry = staticClosure([entry.fileName], importsOf);
      const firstLoads: Record<string, string[]> = {};
      for (const [path, roots] of Object.entries(rootsByPath())) {
        const files = roots.map(fileOf);
        if (files.some((file) => file === undefined)) this.error(`first loads: ${path} has a module in no chunk`);
        firstLoads[path] = [...staticClosure(files as string[], importsOf)].filter((file) => !withTheEntry.has(file)).sort();
      }
      this.emitFile({ type: 'asset', fileName: FIRST_LOADS_FILE, source: `${JSON.stringify(firstLoads, null, 2)}\n` });
    },
  };
  return { plugin, group: { name: (id) => chunkOf.get(id) ?? null, debugName: 'first-screen chunks', priority: 25, test: (id) => chunkOf.has(id) } };
}

/**
 * Which chunk each module of a cold start goes into: `app-core` for what `appRoots` import statically and
 * what the /app screen (`coldStartRoots`) shares with another screen, `cold-start` for the rest of the
 * /app screen's, `screen-<a>` for what only screen a imports statically (of the rest), `screens-shared`
 * for what several do, nothing for what the entry or the background imports (the bundler cuts those as
 * it likes) or no screen imports statically.
 */
export function firstScreenChunks(
  entry: string,
  appRoots: string[],
  coldStartRoots: string[],
  screens: Record<string, string[]>,
  importsOf: (id: string) => readonly string[],
  backgroundRoots: string[] = [],
  sizeOf: (id: string) => number = () => 1,
): Map<string, string> {
  const withTheEntry = staticClosure([entry], importsOf);
  const chunkOf = new Map<string, string>();
  for (const id of staticClosure(appRoots, importsOf)) if (!withTheEntry.has(id)) chunkOf.set(id, APP_CORE);
  const inOtherScreens = staticClosure(Object.values(screens).flat(), importsOf);
  for (const id of staticClosure(coldStartRoots, importsOf)) {
    if (withTheEntry.has(id) || chunkOf.has(id)) continue;
    // Shared with another screen: there in the core, so that screen does not load the /app screen's code for it.
    chunkOf.set(id, inOtherScreens.has(id) ? APP_CORE : COLD_START);
  }
  const inTheBackground = staticClosure(backgroundRoots, importsOf);
  const screensOf = new Map<string, string[]>();
  for (const [name, roots] of Object.entries(screens)) {
    for (const id of staticClosure(roots, importsOf)) {
      if (withTheEntry.has(id) || chunkOf.has(id)) continue;
      // What the background runs too is one chunk of its own: in a screen's chunk the background would
      // load that screen's code; left to the bundler it was a dozen small files each screen waited for.
      if (inTheBackground.has(id)) chunkOf.set(id, WITH_THE_BACKGROUND);
      else screensOf.set(id, [...(screensOf.get(id) ?? []), name]);
    }
  }
  for (const [id, names] of screensOf) if (names.length === 1) chunkOf.set(id, `screen-${names[0]}`);
  const shared = new Map([...screensOf].filter(([, names]) => names.length > 1));
  for (const [id, set] of sharedChunks(shared, sizeOf)) chunkOf.set(id, `${SHARED}-${set}`);
  return chunkOf;
}

/**
 * Code several screens share, in a few chunks by who runs it. One chunk for all of it made a cold chat
 * download the verification screens' code (270 KB of code shared somewhere, of which a chat runs 25);
 * one chunk per set of screens running a module was forty small files again. So: a chunk per set of
 * screens, and while a set's code is smaller than SMALL_SET, it joins the set it costs least to join
 * (the bytes then downloaded by screens that do not run them, both ways), as one chunk for the union of
 * both sets, unless even that join costs more than JOIN_LIMIT. Returns each module's chunk, named by its index.
 */
export function sharedChunks(screensOf: Map<string, string[]>, sizeOf: (id: string) => number): Map<string, number> {
  const sets = new Map<string, { screens: Set<string>; modules: string[]; size: number }>();
  for (const [id, names] of screensOf) {
    const key = [...names].sort().join('+');
    const set = sets.get(key) ?? { screens: new Set(names), modules: [], size: 0 };
    set.modules.push(id);
    set.size += sizeOf(id);
    sets.set(key, set);
  }
  const groups = [...sets.values()];
  const missing = (a: Set<string>, b: Set<string>) => [...b].filter((screen) => !a.has(screen)).length;
  // What joining a and b costs: a's bytes for b's other screens, and b's for a's.
  const cost = (a: (typeof groups)[number], b: (typeof groups)[number]) => a.size * missing(a.screens, b.screens) + b.size * missing(b.screens, a.screens);
  // A set no join suits stays a file of its own: a few hundred bytes of icons shared by the chat and the
  // meet point once joined the meeting's texts, which parse with zod, and a cold chat downloaded 22 KB of
  // zod for them.
  const alone = new Set<(typeof groups)[number]>();
  for (;;) {
    const small = groups.filter((group) => !alone.has(group) && group.size < SMALL_SET).sort((a, b) => a.size - b.size)[0];
    if (!small || groups.length === 1) break;
    let best: (typeof groups)[number] | undefined;
    for (const other of groups) if (other !== small && (!best || cost(small, other) < cost(small, best))) best = other;
    if (cost(small, best!) > JOIN_LIMIT) {
      alone.add(small);
      continue;
    }
    best!.screens = new Set([...best!.screens, ...small.screens]);
    best!.modules.push(...small.modules);
    best!.size += small.size;
    groups.splice(groups.indexOf(small), 1);
  }
  // Largest first, so the names stay put while small sets come and go.
  groups.sort((a, b) => b.size - a.size);
  const chunkOf = new Map<string, number>();
  groups.forEach((group, index) => group.modules.forEach((id) => chunkOf.set(id, index)));
  return chunkOf;
}

/**
 * What running a module costs a screen: its code, and the code of the libraries it brings, directly or
 * through what it imports, that the app does not load anyway (`alreadyLoaded`). A contracts schema module
 * is a few kilobytes of its own but brings zod (90 KB, which builds every schema as it loads), and so does
 * a component that imports one: weighed by their own bytes, such modules looked small, joined sets of
 * screens that never parse anything, and a cold conversation list ran zod.
 */
export function weighedWithLibraries(sizeOf: (id: string) => number, importsOf: (id: string) => readonly string[], alreadyLoaded: Set<string>): (id: string) => number {
  return (id) => {
    let weight = sizeOf(id);
    for (const reached of staticClosure([id], (from) => importsOf(from).filter((next) => !alreadyLoaded.has(next)))) {
      if (reached !== id && reached.includes('/node_modules/')) weight += sizeOf(reached);
    }
    return weight;
  };
}

type Info = { importedIds: readonly string[]; exports: readonly string[]; code: string | null } | null;

/**
 * A module's static imports, seeing through a barrel: a module that imports `{ a, b }` from the
 * contracts' index (which re-exports every module of them) imports the modules exporting a and b, not
 * all of them. Followed blindly, the index made every screen seem to run every contract: the
 * background's and the entry's took them all, and the app's code fell apart into small files.
 */
export function throughBarrel(barrel: string, specifier: string, info: (id: string) => Info): (id: string) => readonly string[] {
  const exporterOf = new Map<string, string>();
  for (const module of info(barrel)?.importedIds ?? []) for (const name of info(module)?.exports ?? []) exporterOf.set(name, declaringModule(name, module, info));
  return (id) => {
    const module = info(id);
    const imported = module?.importedIds ?? [];
    if (id === barrel || !imported.includes(barrel)) return imported;
    const names = namedImports(module?.code ?? '', specifier);
    // A namespace or default import, or code not seen: the whole barrel, as the bundler sees it.
    if (!names) return imported;
    const exporters = names.map((name) => exporterOf.get(name)).filter((found): found is string => found !== undefined);
    return [...imported.filter((other) => other !== barrel), ...new Set(exporters)];
  };
}

/**
 * The module that declares an export `name` of `module`, following `export { name } from './other.js'`.
 * `schemas/chat.js` passes on the paging constants of `chat-paging.js`: a chat that reads a page size
 * runs the second, not chat's schemas and zod (the bundler drops the first), and the plan must see the
 * same, or it puts what the chat does run in zod's company.
 */
export function declaringModule(name: string, module: string, info: (id: string) => Info): string {
  let at = module;
  for (let hops = 0; hops < 8; hops++) {
    const found = info(at);
    const passedOn = [...(found?.code ?? '').matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)].find(([, clause]) => clause!.split(',').some((part) => part.trim() === name));
    const file = passedOn?.[2]?.replace(/^(?:\.\.?\/)+/, '/');
    const next = file ? found?.importedIds.find((id) => id.endsWith(file)) : undefined;
    if (!next) return at;
    at = next;
  }
  return at;
}

/** The names a module's code imports (or re-exports) from `specifier` by name; undefined for a namespace or default import. */
export function namedImports(code: string, specifier: string): string[] | undefined {
  const quoted = specifier.replace(/[/.]/g, (c) => `\\${c}`);
  const statements = [...code.matchAll(new RegExp(`(?:import|export)\\s*([^;]*?)\\s*from\\s*['"]${quoted}['"]`, 'g'))].map((m) => m[1]!.trim());
  const names: string[] = [];
  for (const clause of statements) {
    const braces = /^\{([^}]*)\}$/.exec(clause);
    if (!braces) return undefined;
    for (const part of braces[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.push(name);
    }
  }
  return names;
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
