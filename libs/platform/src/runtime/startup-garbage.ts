import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * One full collection once a process has started: loading modules and building the application leaves
 * some 15–40 MB of garbage in the old generation. Left alone, an idle service collects it whenever its
 * slow background allocation (polls, timers) reaches the limit, minutes later, in one mark-compact of
 * 40–80 ms; on a machine whose cores the services share, that steals a core from whoever is serving
 * traffic then (seen as bursts in the live bench's open loop). Done once start-up is over, it costs the
 * same once, when nothing is waiting yet: the gateway runs it before it listens; a service right after
 * init, so at most its very first requests wait for it. `gc` is reachable only with --expose-gc; a new
 * context set up after the flag gets it without exposing it in this one.
 *
 * The "last resort" flavour is the collection V8 runs to reduce its footprint: start-up's burst of
 * allocation grows the young generation to its 2 × 32 MB maximum and leaves freed pages pooled, and with
 * the memory reducer off (GC_FLAGS) nothing would hand them back, so every idle process kept ~40 MB it
 * no longer used. It shrinks the young generation to its minimum and releases the pool; under traffic
 * the young generation grows again as it needs.
 */
export function collectStartupGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as Gc | undefined;
  gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
