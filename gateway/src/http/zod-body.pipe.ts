import { Injectable, type PipeTransform } from '@nestjs/common';
import type { ZodType } from 'zod';
import { RpcError, findUnsafeText, unsafeTextMessage } from '@converge/contracts';
import { badRequestFrom } from '@converge/platform/core';

/** Validates a body/query with the shared zod schema; 400 with the first message per field. */
@Injectable()
export class ZodPipe<T> implements PipeTransform<unknown, T> {
  constructor(readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    // A net under the schemas' own text() refinement: no NUL byte or lone surrogate anywhere.
    const unsafe = findUnsafeText(value);
    if (unsafe) throw RpcError.badRequest(unsafeTextMessage(unsafe), { [unsafe.join('.') || '_']: unsafeTextMessage(unsafe) });
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    throw badRequestFrom(result.error);
  }
}
