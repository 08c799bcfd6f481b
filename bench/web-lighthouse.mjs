// Lighthouse mobile (issue 20): landing and /auth scores, LCP and FCP, plus the landing's JavaScript
// gzipped (web/bench/lighthouse.mjs prints JSON lines).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function run() {
  const out = execFileSync(process.execPath, ['bench/lighthouse.mjs'], { cwd: path.join(root, 'web'), encoding: 'utf8', timeout: 600_000 });
  return out
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .map((f) => ({ scenario: `web: ${f.figure}`, requestsPerSec: undefined, p50Ms: f.unit === 'ms' ? f.value : undefined, p99Ms: undefined, note: `${f.value} ${f.unit} (target ${f.target}) ${f.ok ? 'OK' : 'OVER'}` }));
}
