import { setFlagsFromString } from 'node:v8';
import { baseConfigSchema, ConfigError } from '../config/config.js';

/**
 * How far V8 lets the old generation grow past what was live after a full collection before the next
 * one (HEAP_GROWTH_PERCENT; 0 leaves it to V8). Left to itself, V8 sizes that headroom from how
 * slowly the old generation fills: a busy gateway promotes only ~0.5 MB/s (objects of requests still
 * in flight at a scavenge), so V8 kept ~10 % of a ~50 MB heap as headroom and ran a mark-compact every
 * 1–3 s under load. Each one stalls the process for a few tens of milliseconds (incremental steps and
 * the final pause, while the other core is busy too), and every request in flight waits: the bursts
 * that made the live bench's p99. With the heap allowed to double (100 %), full collections under the
 * same load come minutes apart; it costs up to one more live heap of memory (the manifests' limits
 * leave room). Measured with `npm run bench -- live` (docs/DEVELOPING.md, "Finding a tail").
 *
 * V8 reads the flag whenever it sets the next limit, so setting it first thing at start-up works; it
 * is not one of the V8 flags NODE_OPTIONS accepts, which is why it is set here and not there.
 */
export function applyHeapGrowth(env: Record<string, string | undefined> = process.env): void {
  const parsed = baseConfigSchema.shape.HEAP_GROWTH_PERCENT.safeParse(env.HEAP_GROWTH_PERCENT);
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n  HEAP_GROWTH_PERCENT: ${parsed.error.issues[0]?.message}`);
  const percent = parsed.data;
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
