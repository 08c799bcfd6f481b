import { z } from 'zod';
import { moderationConfigShape } from '@converge/moderation';

/** Settings of the chat service beyond the platform's base config (zod shape). */
export const chatConfigShape = {
  /** Which text classifier labels messages: local (default, in process) or a remote model with local as fallback. */
  ...moderationConfigShape,
};

const schema = z.object(chatConfigShape);
export type ChatConfig = z.infer<typeof schema>;
