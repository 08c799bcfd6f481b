import { z } from 'zod';
import type { TextClassifier } from './classifier.js';
import { LocalTextClassifier } from './local-classifier.js';
import { RemoteTextClassifier } from './remote-classifier.js';

/**
 * The settings a service adds to its config shape to choose the classifier. `local` (the default)
 * needs nothing; `remote` needs MODERATION_REMOTE_URL and still falls back to local on any failure.
 */
export const moderationConfigShape = {
  MODERATION_CLASSIFIER: z.enum(['local', 'remote']).default('local'),
  MODERATION_REMOTE_URL: z.string().url().optional(),
  MODERATION_REMOTE_TIMEOUT_MS: z.coerce.number().int().positive().max(10_000).default(800),
};

export interface ModerationConfig {
  MODERATION_CLASSIFIER?: 'local' | 'remote';
  MODERATION_REMOTE_URL?: string;
  MODERATION_REMOTE_TIMEOUT_MS?: number;
}

export function createTextClassifier(config: ModerationConfig): TextClassifier {
  const local = new LocalTextClassifier();
  if (config.MODERATION_CLASSIFIER === 'remote' && config.MODERATION_REMOTE_URL) {
    return new RemoteTextClassifier(config.MODERATION_REMOTE_URL, local, config.MODERATION_REMOTE_TIMEOUT_MS);
  }
  return local;
}
