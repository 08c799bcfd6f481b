import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { coldStartChunks } from './build/cold-start-chunk.ts';
import { iconImports } from './build/icon-imports.ts';
import { tailwindMergeSubset } from './build/tailwind-merge-subset.ts';

// The gateway listens on 8080 in development and serves web/dist in production (SPA fallback),
// so the browser always talks to one origin and the session cookie just works.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';
const proxy = {
  '/api': { target: gateway, changeOrigin: false },
  '/socket.io': { target: gateway, ws: true, changeOrigin: false },
};

/**
 * The libraries every signed-in screen needs, each in a chunk of its own named after it, so a
 * release that changes only the app's code leaves them cached on the phone (hashed, immutable). Anything
 * else (charts, the QR decoder, dialogs, radix parts) is split by how it is imported: a screen loads only
 * what it shows. Higher priority first, so React is not pulled into the router's chunk.
 */
const vendor = (name: string, packages: string[], priority: number) => ({ name, priority, test: new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages.join('|')})[\\\\/]`) });
/**
 * React (Preact), the router and the query cache: every signed-in screen runs all three, so they are one
 * file, with the bundler's runtime helpers (a file of their own otherwise, 1 KB, which every chunk
 * imports). Four files were four requests for one cold start, and a phone asks a host over HTTP/1.1 for
 * six at a time: the screen's own code waited a round trip for them.
 */
const libraries = {
  name: 'libraries',
  priority: 40,
  test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|preact|react-router|react-router-dom|cookie|set-cookie-parser|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]|rolldown[:\\/]runtime/,
};
const vendorChunks = [
  libraries,
  vendor('zod', ['zod'], 30),
  vendor('socket', ['socket.io-client', 'socket.io-parser', 'engine.io-client', 'engine.io-parser', '@socket.io/component-emitter', 'xmlhttprequest-ssl'], 30),
  // Icons (those no screen draws first: the others travel with their screen's code, build/icon-imports.ts)
  // and the Radix parts each screen uses arrive as one file each, not one per icon or part: a
  // phone opens at most six connections to a host over HTTP/1.1, so seventy small files cost a dozen
  // round trips on a slow network where a few larger ones cost two. The tooltip and its positioning
  // code stay apart (only the admin's charts use them), and so do tabs and the checkbox (sign-up, the
  // admin, networking and reports use them) and the dialog with its focus trap and scroll lock (opened on
  // demand; "It's a Match!" loads it when a match arrives): a cold /app shows none of them.
  vendor('icons', ['lucide-react'], 20),
  vendor('radix', ['@radix-ui/(?!react-tooltip|react-popper|react-tabs|react-checkbox|react-dialog|react-focus-scope|react-focus-guards)[^/\\\\]+'], 20),
];

const coldStart = coldStartChunks();

export default defineConfig(async ({ isSsrBuild: isSsr }) => ({
  plugins: [react(), tailwindcss(), iconImports(), tailwindMergeSubset(), coldStart.plugin],
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      ...(!isSsr
        ? [
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react$/, replacement: 'preact/compat' },
          ]
        : []),
    ],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // dist/.vite/manifest.json (source → built chunk): the cold-start e2e test reads which files are whose.
    manifest: true,
    rolldownOptions: {
      // react-router probes React for useOptimistic and does without it; Preact has none. Nothing else is hushed.
      onwarn(warning: { code?: string; message: string }, warn: (warning: { code?: string; message: string }) => void) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [...vendorChunks, coldStart.group] } },
    },
  },
}));
