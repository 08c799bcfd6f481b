import { Catch, HttpException, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { RpcError, type SchemaIssue } from '@converge/contracts';
import { LOGGER, toRpcError, type Logger } from '@converge/platform/core';
import { SpaFallback } from '../static/spa-fallback.js';
import { bodyOf, errors } from '../errors.js';

/**
 * Every error leaves as `{ message, code, fields? }` with the right status. A 404 for a browser page
 * (not /api) is answered with the SPA's index.html so client-side routes work on reload.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly spa: SpaFallback,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, body } = describeError(exception);

    if (status === 404 && !request.url.startsWith('/api') && (request.method === 'GET' || request.method === 'HEAD') && this.spa.available) {
      void this.spa.send(reply, request.url);
      return;
    }
    if (status >= 500) this.logger.error({ err: exception, url: request.url, requestId: request.id }, 'request failed');
    if (status === 429 && body.fields?.retryAfter) void reply.header('Retry-After', body.fields.retryAfter);
    void reply.status(status).send(body);
  }
}

function stripStatus(shape: { status: number; code: string; message: string; fields?: Record<string, string>; categories?: string[]; issues?: SchemaIssue[] }) {
  const { status: _status, ...rest } = shape;
  return rest;
}

function codeFor(status: number): string {
  return (
    (
      {
        400: 'BAD_REQUEST',
        401: 'UNAUTHORIZED',
        403: 'FORBIDDEN',
        404: 'NOT_FOUND',
        409: 'CONFLICT',
        413: 'PAYLOAD_TOO_LARGE',
        415: 'UNSUPPORTED_MEDIA_TYPE',
        422: 'UNPROCESSABLE',
        429: 'RATE_LIMITED',
        503: 'SERVICE_UNAVAILABLE',
      } as Record<number, string>
    )[status] ?? 'ERROR'
  );
}

/** Fastify's own 4xx: the known ones in our words (each its own code), any other in Fastify's. */
function friendlyFastifyAnswer(error: { statusCode?: number; code?: string; message?: string }): { message: string; code: string } {
  if (error.statusCode === 413) return bodyOf(errors.tooLarge());
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return bodyOf(errors.jsonRequired());
  if (error.code?.startsWith('FST_ERR_CTP')) return bodyOf(errors.unreadableJson());
  return { message: error.message ?? 'Bad request', code: codeFor(error.statusCode ?? 400) };
}

/** The status and the `{ message, code, fields? }` body an error leaves as (also read-ahead.ts's). */
export function describeError(exception: unknown): {
  status: number;
  body: { message: string; code: string; fields?: Record<string, string>; categories?: string[]; issues?: SchemaIssue[] };
} {
  if (exception instanceof RpcError) return { status: exception.status, body: stripStatus(exception.toJSON()) };
  if (exception instanceof ZodError) {
    const { error } = toRpcError(exception);
    return { status: 400, body: stripStatus(error.toJSON()) };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse() as string | { message?: string | string[]; code?: string };
    if (status === 404) return { status, body: bodyOf(errors.notFound()) };
    if (status === 413) return { status, body: bodyOf(errors.tooLarge()) };
    const raw = typeof response === 'string' ? response : response.message;
    const message = Array.isArray(raw) ? raw.join(', ') : (raw ?? exception.message);
    const code = typeof response === 'object' && response.code ? response.code : codeFor(status);
    return { status, body: { message, code } };
  }
  const fastifyError = exception as { statusCode?: number; code?: string; message?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { status: fastifyError.statusCode, body: friendlyFastifyAnswer(fastifyError) };
  }
  return { status: 500, body: bodyOf(errors.internal()) };
}
