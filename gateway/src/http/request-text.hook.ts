import type { FastifyReply, FastifyRequest } from 'fastify';
import { findUnsafeText, unsafeTextMessage } from '@converge/contracts';

/**
 * A NUL byte or a lone surrogate in a path parameter or a query value (`/api/matches/%00`,
 * `?venueId=%00`) is refused with a 400 before any guard or service sees it. Bodies are checked by
 * the shared zod schemas (ZodPipe).
 */
export async function requestTextHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.url.startsWith('/api')) return;
  const unsafe = findUnsafeText(request.params) ?? findUnsafeText(request.query);
  if (!unsafe) return;
  const message = unsafeTextMessage(unsafe);
  const field = unsafe.join('.') || '_';
  await reply.status(400).send({ message, code: 'BAD_REQUEST', fields: { [field]: message }, issues: [{ field, code: 'UNSAFE_TEXT' }] });
}
