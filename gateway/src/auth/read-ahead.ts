import { SetMetadata } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '@converge/platform/core';
import type { AuthenticatedRequest } from './authenticated-request.js';
import { describeError } from '../http/http-error.filter.js';
import { JSON_CONTENT_TYPE } from '../http/raw-json.js';

export const READ_AHEAD = 'converge:read-ahead';

/**
 * onSend: a read-ahead request's answer (the handler's result, or any error on the way: a 400 of its
 * query, a failed service call) waits for the request's session check before it leaves, and the check's
 * failure (401, or 429 over a per-person limit) wins over it: that answer is dropped and the check's
 * error is sent instead, in the shape HttpErrorFilter gives every error.
 *
 * A Fastify hook rather than a Nest interceptor: an interceptor sends Nest's whole request through an
 * rxjs pipeline (~4 % of the gateway's CPU on the nearby search), and every answer passes onSend anyway.
 */
export function readAheadHook(logger: Logger) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const check = (request as AuthenticatedRequest).sessionCheck;
    if (!check) return payload;
    try {
      await check;
      return payload;
    } catch (error) {
      const { status, body } = describeError(error);
      if (status >= 500) logger.error({ err: error, url: request.url, requestId: request.id }, 'request failed');
      if (status === 429 && body.fields?.retryAfter) void reply.header('Retry-After', body.fields.retryAfter);
      void reply.status(status).type(JSON_CONTENT_TYPE);
      return JSON.stringify(body);
    }
  };
}

/**
 * For side-effect-free GETs on the hot path (the nearby search): when this replica already knows whose
 * session the cookie holds and that person recently passed the main-view gate, the handler starts at
 * once while Redis confirms the session (and counts the route's per-person limit) in parallel, taking
 * that round trip off the request's path. Nothing is answered before the confirmation (readAheadHook);
 * a failed one answers 401/429 and the handler's result is dropped. Never on a route that changes anything.
 */
export const ReadAheadOfSessionCheck = () => SetMetadata(READ_AHEAD, true);
