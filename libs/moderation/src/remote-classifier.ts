import type { ModerationCategory } from '@converge/contracts';
import { orderedCategories, type TextClassifier } from './classifier.js';

/**
 * A hosted moderation model or LLM behind a small HTTP contract: POST `{ text }` to the configured
 * URL, answer `{ categories: string[] }` (unknown names are ignored). Slow, failing or odd answers
 * fall back to the local classifier, so a message is never stuck waiting on a third party and the
 * app runs the same without one.
 */
export class RemoteTextClassifier implements TextClassifier {
  readonly name = 'remote';

  constructor(
    private readonly url: string,
    private readonly fallback: TextClassifier,
    private readonly timeoutMs = 800,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async classify(text: string): Promise<ModerationCategory[]> {
    try {
      const response = await this.fetchImpl(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return this.fallback.classify(text);
      const body = (await response.json()) as { categories?: unknown };
      if (!Array.isArray(body.categories)) return this.fallback.classify(text);
      return orderedCategories(body.categories.filter((c): c is string => typeof c === 'string'));
    } catch {
      return this.fallback.classify(text);
    }
  }
}
