/** The content codings the build writes copies for (web/scripts/compress.mjs), best first. */
export type Coding = 'br' | 'gzip';
const PREFERENCE: Coding[] = ['br', 'gzip'];

/**
 * Which of our codings to send for an `Accept-Encoding` header (RFC 9110 section 12.5.3): the one with the
 * highest q-value, brotli on a tie; `*` stands for any coding not named; q=0 refuses. Undefined: send
 * the file as it is (no header, or nothing we have is acceptable).
 */
export function chooseCoding(header: string | string[] | undefined): Coding | undefined {
  if (header === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Coding | undefined;
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
