// Builds every workspace: libs and Node services with swc (fast, keeps decorator metadata), the web app
// with Vite. `node scripts/build.mjs --backend` skips the web app.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const backendOnly = process.argv.includes('--backend');
const node = [
  'libs/contracts',
  'libs/platform',
  'libs/moderation',
  'services/identity',
  'services/venue',
  'services/matching',
  'services/chat',
  'services/safety',
  'services/admin',
  'gateway',
];
const swc = path.join(root, 'node_modules/.bin/swc');

for (const workspace of node) {
  const dir = path.join(root, workspace);
  if (!existsSync(path.join(dir, 'src'))) continue;
  // No wipe first: a build running beside a started stack (tests, benches) must not pull files from under it.
  execFileSync(swc, ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', path.join(root, '.swcrc'), '--quiet', '--ignore', '**/*.spec.ts'], { cwd: dir, stdio: 'inherit' });
}
console.log(`built ${node.length} Node workspaces`);

if (!backendOnly && existsSync(path.join(root, 'web/index.html'))) {
  const vite = path.join(root, 'node_modules/.bin/vite');
  const web = { cwd: path.join(root, 'web'), stdio: 'inherit' };
  execFileSync(vite, ['build', '--logLevel', 'warn'], web);
  // The public pages prerendered to HTML (web/scripts/prerender.mjs).
  execFileSync(vite, ['build', '--ssr', 'src/prerender/entry.tsx', '--outDir', '.prerender', '--logLevel', 'warn'], web);
  execFileSync(process.execPath, ['scripts/prerender.mjs'], { ...web, stdio: ['ignore', 'ignore', 'inherit'] });
  // Brotli and gzip copies of every text file, sent by Accept-Encoding (gateway).
  execFileSync(process.execPath, ['scripts/compress.mjs'], { ...web, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log('built web/dist (public pages prerendered, assets compressed)');
}
