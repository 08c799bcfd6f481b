// docs/MAP.md (routes → RPC subjects → handlers, events → producers and consumers) is generated from the
// source by scripts/map.mjs. This fails when a change moved a route, a handler or an event without
// regenerating it: run `npm run map` and commit docs/MAP.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

test('docs/MAP.md matches the source (run npm run map)', async () => {
  const { renderMap } = await import(pathToFileURL(path.join(root, 'scripts/map.mjs')).href);
  const stored = readFileSync(path.join(root, 'docs/MAP.md'), 'utf8');
  const fresh: string = renderMap();
  if (stored !== fresh) {
    const a = stored.split('\n');
    const b = fresh.split('\n');
    const line = a.findIndex((l, i) => l !== b[i]);
    throw new Error(`docs/MAP.md is out of date: run npm run map (first difference at line ${line + 1}:\n- ${a[line] ?? ''}\n+ ${b[line] ?? ''})`);
  }
});
