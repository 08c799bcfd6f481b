import { SetMetadata } from '@nestjs/common';
import type { ZodType } from 'zod';

export const ANSWERS_METADATA = 'converge:answers';

/**
 * The zod schema (from libs/contracts) of what a route answers on success. It documents the route in
 * the generated OpenAPI document (/api/docs); the type the web app uses is `z.infer` of the same schema.
 */
export const Answers = (schema: ZodType) => SetMetadata(ANSWERS_METADATA, schema);
