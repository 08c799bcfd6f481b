// The docs are a map: every file or folder they name in backticks (`services/venue/src/checkins/…`)
// must exist, so a rename that forgets the docs fails here instead of sending a newcomer nowhere.
// Names with placeholders (`<feature>.handlers.ts`, `*.rules.ts`, `{a,b}`) are patterns, not paths.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md') && f !== 'CHANGELOG.md')
    .map((f) => `docs/${f}`),
  ...readdirSync(path.join(root, 'services'))
    .map((s) => `services/${s}/README.md`)
    .filter((f) => existsSync(path.join(root, f))),
];
const TOP = new Set(readdirSync(root));
/** Build output (`web/dist/…`, `.vite`) exists only after a build: the docs may name it, this cannot check it. */
const built = (token: string) => token.split('/').some((segment) => segment === 'dist' || segment.startsWith('.'));
const looksLikePath = (token: string) => /^[\w.@-]+(\/[\w.@-]+)+\/?$/.test(token) && TOP.has(token.split('/')[0]!) && !/[<>*{}]/.test(token) && !built(token);

/** A path names a file from the repository root or, in a service README, from that service's folder. */
function exists(token: string, doc: string): boolean {
  const bare = token.replace(/:\d+$/, '').replace(/\/$/, '');
  return [root, path.join(root, path.dirname(doc))].some((base) => existsSync(path.join(base, bare)));
}

test.each(docs)('every path %s names exists', (doc) => {
  const text = readFileSync(path.join(root, doc), 'utf8');
  const missing = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!).filter((t) => looksLikePath(t) && !exists(t, doc));
  expect([...new Set(missing)]).toEqual([]);
});
