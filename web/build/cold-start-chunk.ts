import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * One chunk for everything a cold signed-in `/app` runs before its first screen: the app (main.tsx),
 * the /app route and the check-in view, with every module they import statically.
 *
 * Left to itself the bundler cuts that code into some forty files of one or two kilobytes, one per set of
 * screens sharing them. A phone on a slow network opens at most six connections to a host over HTTP/1.1,
 * so forty files cost seven round trips one after another before React can render anything; one file of
 * the same bytes costs one. Nothing lazy becomes eager: a module joins the chunk only when the cold start
 * runs it anyway. Screens opened later still load their own code on demand, and the libraries keep their
 * own chunks (higher priority), which stay cached across releases that change only our code.
 *
 * The shell (dist/index.html, served for every app screen) also names the chunk and the libraries it
 * imports as `modulepreload`, so they download beside the page's first script instead of after it has
 * run: one round trip less. The prerendered public pages drop these links (scripts/prerender.mjs): a
 * visitor of the landing needs none of it.
 */
export const COLD_START_ROOTS = ['/src/app/main.tsx', '/src/app/routes/main-app.tsx', '/src/app/views/checkin-main-view.tsx'];

/** Marks the shell's preload links, which the prerendered public pages leave out. */
export const COLD_START_ATTRIBUTE = 'data-cold-start';

/** The page's first script (index.html): what it imports itself stays with it, or the landing would load the app. */
export const ENTRY = '/src/app/boot.ts';

export function coldStartChunk(): { plugin: Plugin; group: { name: string; priority: number; test: (id: string) => boolean } } {
  let members = new Set<string>();
  const GROUP = 'cold-start';
  const plugin: Plugin = {
    name: 'converge-cold-start-chunk',
    apply: 'build',
    // The whole module graph is known here, before the chunks are cut.
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = ids.filter((id) => id.endsWith(ENTRY));
      if (entry.length === 0) return; // another build (the prerender's SSR entry): nothing to group
      const roots = ids.filter((id) => COLD_START_ROOTS.some((root) => id.endsWith(root)));
      if (roots.length !== COLD_START_ROOTS.length) this.error(`cold-start chunk: found ${roots.length} of its ${COLD_START_ROOTS.length} roots`);
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const withTheEntry = staticClosure(entry, importsOf);
      members = new Set([...staticClosure(roots, importsOf)].filter((id) => !withTheEntry.has(id)));
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        const chunks = Object.values(bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const coldStart = chunks.find((chunk) => chunk.name === GROUP);
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
  return { plugin, group: { name: GROUP, priority: 25, test: (id) => members.has(id) } };
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
