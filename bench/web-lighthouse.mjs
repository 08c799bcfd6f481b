// Lighthouse mobile: landing and /auth scores, LCP and FCP, plus the landing's JavaScript
// gzipped (web/bench/lighthouse.mjs prints JSON lines).
import { webFigures } from './lib.mjs';

export async function run() {
  return webFigures('bench/lighthouse.mjs', { timeoutMs: 600_000 });
}
