import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyOf, errors } from '../errors.js';

/**
 * What a route accepts as its request body. Every API route takes JSON only
 * (`application/json`, with a `charset=utf-8` parameter at most); anything else that carries a body
 * answers 415 before the body is read. A form on another site can only send
 * `application/x-www-form-urlencoded`, `multipart/form-data` or `text/plain` without a CORS preflight,
 * so this is a second wall beside the Origin check (same-origin.hook.ts).
 *
 * A route that must take another type says so beside its route decorator, e.g. the RFC 8058 one-click
 * unsubscribe (mail providers POST `List-Unsubscribe=One-Click` form-encoded or as multipart):
 *
 *     @Post('unsubscribe/:token')
 *     @AcceptsBody('application/x-www-form-urlencoded', 'multipart/form-data')
 *
 * Upload routes use `@UploadBody({...parts})`, which also documents the parts in the OpenAPI document.
 * `+json` types (`application/merge-patch+json` …) are refused: no route speaks them.
 */
export type BodyType = 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';

/** Reflect-metadata key on the handler (read by the OpenAPI document); the hook reads Fastify's route config. */
export const ACCEPTS_BODY = 'converge:accepts-body';
/** The multipart parts of an upload route, for the OpenAPI document. */
export const UPLOAD_PARTS = 'converge:upload-parts';

export interface UploadPart {
  /** A file part, or a text field. */
  kind: 'file' | 'text';
  description: string;
  required?: boolean;
  /** A file part may repeat (several images under one name). */
  repeated?: boolean;
}

const JSON_ONLY: readonly BodyType[] = ['application/json'];
/**
 * @nestjs/platform-fastify's `RouteConfig` key (FASTIFY_ROUTE_CONFIG_METADATA): the adapter passes it to
 * Fastify as the route's `config`. Set here directly so that this file (imported by every controller,
 * and by Jest through them) does not load the Fastify adapter.
 */
const FASTIFY_ROUTE_CONFIG = '__fastify_route_config__';

/** The body types this route accepts instead of JSON only (list JSON too if it still takes JSON). */
export function AcceptsBody(...types: BodyType[]) {
  return applyDecorators(SetMetadata(FASTIFY_ROUTE_CONFIG, { bodyTypes: types }), SetMetadata(ACCEPTS_BODY, types));
}

/** A file upload: `multipart/form-data` only, with these parts (documented in the OpenAPI document). */
export function UploadBody(parts: Record<string, UploadPart>) {
  return applyDecorators(AcceptsBody('multipart/form-data'), SetMetadata(UPLOAD_PARTS, parts));
}

/** `type/subtype` of a Content-Type header, lower case, and whether its charset (if any) is UTF-8. */
function parseContentType(header: string): { mediaType: string; utf8: boolean } {
  const [type, ...params] = header.split(';');
  const charset = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('charset='));
  const value = charset?.slice('charset='.length).replace(/"/g, '');
  return { mediaType: type!.trim().toLowerCase(), utf8: value === undefined || value === 'utf-8' || value === 'utf8' };
}

function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

const ACCEPTED_WORDS: Record<BodyType, string> = {
  'application/json': 'JSON (Content-Type: application/json)',
  'multipart/form-data': 'a file upload (multipart/form-data)',
  'application/x-www-form-urlencoded': 'a form (application/x-www-form-urlencoded)',
};

/**
 * onRequest: 415 `UNSUPPORTED_MEDIA_TYPE` for a body the matched /api route does not accept. A request
 * with a Content-Type is judged by it even when the body is empty (a cross-site form always sends one);
 * a body without a Content-Type is refused too.
 */
export async function bodyTypeHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const route = request.routeOptions.url;
  if (!route?.startsWith('/api')) return;
  const header = request.headers['content-type'];
  if (header === undefined && !carriesBody(request)) return;
  const accepted = (request.routeOptions.config as { bodyTypes?: readonly BodyType[] } | undefined)?.bodyTypes ?? JSON_ONLY;
  if (header !== undefined) {
    const { mediaType, utf8 } = parseContentType(header);
    if (utf8 && (accepted as readonly string[]).includes(mediaType)) return;
  }
  const words = accepted.map((type) => ACCEPTED_WORDS[type]).join(' or ');
  await reply.status(415).send(bodyOf(errors.bodyTypeRefused(words)));
}
