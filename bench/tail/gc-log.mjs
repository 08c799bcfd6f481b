// Preload for finding a tail: every garbage collection of this process, one line each
// (`<epoch ms> <kind> <pause ms>`), appended to $GC_LOG_DIR/<process>-<pid>.log. No timer of its own,
// so an idle service stays idle. Load it into every stack process:
//   GC_LOG_DIR=/tmp/gc STACK_NODE_ARGS='--import ./bench/tail/gc-log.mjs' npm run bench -- live
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';

const dir = process.env.GC_LOG_DIR;
const KINDS = { 1: 'scavenge', 2: 'minor-mark-sweep', 4: 'mark-compact', 8: 'incremental-marking', 16: 'weak-callbacks' };

if (dir) {
  mkdirSync(dir, { recursive: true });
  const name =
    (process.argv[1] ?? '')
      .match(/(?:services\/([^/]+)|(gateway))\//)
      ?.slice(1)
      .find(Boolean) ?? 'bench';
  const file = path.join(dir, `${name}-${process.pid}.log`);
  new PerformanceObserver((list) => {
    const lines = list
      .getEntries()
      .map((entry) => `${(performance.timeOrigin + entry.startTime).toFixed(1)} ${KINDS[entry.detail?.kind] ?? entry.detail?.kind} ${entry.duration.toFixed(2)}\n`);
    appendFileSync(file, lines.join(''));
  }).observe({ entryTypes: ['gc'] });
}
