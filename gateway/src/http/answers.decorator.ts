import { applyDecorators, Header, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { ZodType } from 'zod';
import { AnswerShapeInterceptor } from './answer-shape.interceptor.js';
import { ANSWERS_METADATA } from './answers.metadata.js';
import { JSON_CONTENT_TYPE } from './raw-json.js';

export { ANSWERS_METADATA };

/**
 * `@Answers` for a stack that checks answers (`checked`) or not. Checked, every route gets
 * AnswerShapeInterceptor; unchecked (production), none does: any interceptor at all sends Nest's every
 * request through an rxjs pipeline, ~6 % of the gateway's CPU on a plain RPC route (`npm run bench -- rpc`),
 * so routes that need none get none. A raw route (its handler returns RawJson, JSON bytes) is given its
 * JSON content type here, so that in production it too needs no interceptor.
 */
export const answersDecorator =
  (checked: boolean) =>
  (schema: ZodType, { raw = false }: { raw?: boolean } = {}) =>
    applyDecorators(SetMetadata(ANSWERS_METADATA, schema), ...(raw ? [Header('Content-Type', JSON_CONTENT_TYPE)] : []), ...(checked ? [UseInterceptors(AnswerShapeInterceptor)] : []));

/**
 * The zod schema (from libs/contracts) of what a route answers on success. It documents the route in
 * the generated OpenAPI document (/api/docs); the type the web app uses is `z.infer` of the same schema.
 * `{ raw: true }`: the handler returns a service's reply as JSON text (RawJson), sent as it is. Checked
 * outside production, decided when the controllers load from the NODE_ENV the config reads (unset =
 * development).
 */
export const Answers = answersDecorator(process.env.NODE_ENV !== 'production');
