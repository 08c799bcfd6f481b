// Moderation: the local text classifier (libs/moderation: obscenity + our lexicon) on the labelled set
// of messages we wrote. Reports precision and recall at the level the product acts on (hurtful →
// "Are you sure?", scam → caution; the unit test holds them at ≥ 0.9 / ≥ 0.8) and the time to label
// one message, in process (it runs on the send path of every chat message).
import { performance } from 'node:perf_hooks';
import { percentile } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_MODERATION_ROUNDS ?? 40);

export async function run() {
  const { LABELLED_MESSAGES, classifyLocally, score } = await import('../libs/moderation/dist/index.js');
  const result = score(LABELLED_MESSAGES, classifyLocally);
  // Warm up (the matchers compile on first use), then time every message ROUNDS times.
  for (const m of LABELLED_MESSAGES) classifyLocally(m.text);
  const micros = [];
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const m of LABELLED_MESSAGES) {
      const t0 = performance.now();
      classifyLocally(m.text);
      micros.push((performance.now() - t0) * 1000);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  micros.sort((a, b) => a - b);
  const p50 = percentile(micros, 50);
  const p99 = percentile(micros, 99);
  return [
    {
      scenario: `moderation: local classifier, ${LABELLED_MESSAGES.length} labelled messages ×${ROUNDS}`,
      requestsPerSec: micros.length / seconds,
      p50Ms: p50 / 1000,
      p99Ms: p99 / 1000,
      note: `precision ${result.precision.toFixed(3)}, recall ${result.recall.toFixed(3)} (${result.falsePositives} false positives, ${result.falseNegatives} misses); p50 ${p50.toFixed(0)} µs, p99 ${p99.toFixed(0)} µs per message; req/s = messages/s on one core`,
    },
  ];
}
