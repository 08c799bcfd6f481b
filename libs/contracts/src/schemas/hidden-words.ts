import { z } from 'zod';
import { text } from './text.js';
import { HIDDEN_WORD_MAX_LENGTH, HIDDEN_WORDS_MAX, lengthOf } from '../safety/hidden-words.rules.js';

/** PUT /api/safety/hidden-words: the whole list, replacing the one before (an empty list hides nothing). */
export const hiddenWordsInputSchema = z.object({
  words: z
    .array(
      text({ error: 'Each hidden word must be text.' })
        .trim()
        .min(1, 'A hidden word cannot be empty.')
        .refine((w) => lengthOf(w) <= HIDDEN_WORD_MAX_LENGTH, `Each hidden word can be at most ${HIDDEN_WORD_MAX_LENGTH} characters.`),
      { error: 'Send the words as a list.' },
    )
    .max(HIDDEN_WORDS_MAX, `You can hide at most ${HIDDEN_WORDS_MAX.toLocaleString('en-US')} words.`),
});
export type HiddenWordsInput = z.infer<typeof hiddenWordsInputSchema>;

/** GET and PUT /api/safety/hidden-words. */
export const hiddenWordsDtoSchema = z.object({ words: z.array(z.string()), updatedAt: z.string().nullable() });
export type HiddenWordsDto = z.infer<typeof hiddenWordsDtoSchema>;

/** GET /api/message-requests?folder=: the inbox (default) or the Hidden folder. */
export const messageRequestsQuerySchema = z.object({
  folder: z.enum(['inbox', 'hidden'], { error: "folder must be 'inbox' or 'hidden'." }).optional(),
});
export type MessageRequestsQuery = z.infer<typeof messageRequestsQuerySchema>;
