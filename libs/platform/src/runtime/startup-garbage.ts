import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * One full collection once a process has started: loading modules and building the application leaves
 * some 15–40 MB of garbage in the old generation. Left alone, an idle service collects it whenever its
 * slow background allocation (polls, timers) reaches the limit, minutes later, in one mark-compact of
 * 40–80 ms; on a machine whose cores the services share, that steals a core from whoever is serving
 * traffic then (seen as bursts in the live bench's open loop). Done once start-up is over, it costs the
 * same once, when nothing is waiting yet: the gateway runs it before it listens; a service right after
 * init, so at most its very first requests wait for it. `gc` is reachable only with --expose-gc; a new
 * context set up after the flag gets it without exposing it in this one.
 */
export function collectStartupGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}
