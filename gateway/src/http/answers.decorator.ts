import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { ZodType } from 'zod';
import { AnswerShapeInterceptor } from './answer-shape.interceptor.js';
import { ANSWERS_METADATA } from './answers.metadata.js';

export { ANSWERS_METADATA };

/**
 * Outside production every answer is checked against its schema on the way out (AnswerShapeInterceptor).
 * In production a route only gets the interceptor when it answers raw JSON text: any interceptor at all
 * sends Nest's every request through an rxjs pipeline, ~6 % of the gateway's CPU on a plain RPC route
 * (`npm run bench -- rpc`), so routes that need none get none. Decided when the controllers load, from
 * the same NODE_ENV the config reads (unset = development).
 */
/**
 * The zod schema (from libs/contracts) of what a route answers on success. It documents the route in
 * the generated OpenAPI document (/api/docs); the type the web app uses is `z.infer` of the same schema.
 * `{ raw: true }`: the handler returns a service's reply as JSON text (RawJson), sent as it is.
 */
export const answersDecorator =
  (checked: boolean) =>
  (schema: ZodType, { raw = false }: { raw?: boolean } = {}) =>
    checked || raw ? applyDecorators(SetMetadata(ANSWERS_METADATA, schema), UseInterceptors(AnswerShapeInterceptor)) : SetMetadata(ANSWERS_METADATA, schema);

export const Answers = answersDecorator(process.env.NODE_ENV !== 'production');
