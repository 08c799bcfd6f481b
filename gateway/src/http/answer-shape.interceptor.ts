import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import type { ZodType } from 'zod';
import { CONFIG, LOGGER, shapeIssues, type Logger } from '@converge/platform/core';
import { ANSWERS_METADATA } from './answers.metadata.js';
import type { GatewayConfig } from '../config.js';
import { JSON_CONTENT_TYPE } from './raw-json.js';
import { errors } from '../errors.js';

/**
 * Every answer of a route with `@Answers(schema)` is checked against that schema.
 * Only checked: the handler's own value is what is sent, never zod's parsed copy, so a check costs one
 * parse and no re-serialisation.
 *
 * NODE_ENV development or test (`npm start`, the integration and e2e stacks): a mismatch (a field
 * missing or of the wrong type, or one the schema does not declare) answers 500 `ANSWER_SHAPE`, with the
 * issues in `fields`, and logs the route and the issues, so every test that reads an answer is also a
 * contract test. In production nothing is checked, and no route carries this interceptor at all
 * (answers.decorator.ts): the tests are where a drifted answer is caught, not a person's request.
 *
 * A RawJson answer (a Buffer: a service's JSON bytes passed on unparsed) is sent as those bytes with a
 * JSON content type; outside production its text is parsed and checked like any answer.
 */
@Injectable()
export class AnswerShapeInterceptor implements NestInterceptor {
  private readonly strict: boolean;

  constructor(
    private readonly reflector: Reflector,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CONFIG) config: GatewayConfig,
  ) {
    this.strict = config.NODE_ENV !== 'production';
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const schema = this.reflector.get<ZodType | undefined>(ANSWERS_METADATA, context.getHandler());
    if (!schema || context.getType() !== 'http') return next.handle();
    return next.handle().pipe(
      map((answer: unknown) => {
        // A 204 (e.g. GET /api/auth/user signed out with X-Session-Optional) has no body to check.
        const reply = context.switchToHttp().getResponse<FastifyReply>();
        if (reply.statusCode === 204) return answer;
        if (Buffer.isBuffer(answer)) {
          if (this.strict) this.check(context, schema, JSON.parse(answer.toString('utf8')));
          reply.type(JSON_CONTENT_TYPE);
          return answer;
        }
        return this.strict ? this.check(context, schema, answer) : answer;
      }),
    );
  }

  private check(context: ExecutionContext, schema: ZodType, answer: unknown): unknown {
    // An answer also may not carry what its schema does not declare (zod's objects would silently
    // drop it from the parsed copy, but the handler's value is what is sent).
    const issues = shapeIssues(schema, answer, true);
    if (Object.keys(issues).length === 0) return answer;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    this.logger.error({ route, issues, requestId: request.id }, `answer of ${route} does not match its @Answers schema`);
    throw errors.answerShape(route, issues);
  }
}
