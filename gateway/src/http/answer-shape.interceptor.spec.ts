import 'reflect-metadata';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { lastValueFrom, of } from 'rxjs';
import { z } from 'zod';
import { RpcError } from '@converge/contracts';
import type { Logger } from '@converge/platform/core';
import { HEADERS_METADATA, INTERCEPTORS_METADATA } from '@nestjs/common/constants.js';
import { Answers, answersDecorator } from './answers.decorator.js';
import { AnswerShapeInterceptor } from './answer-shape.interceptor.js';
import { rawJson } from './raw-json.js';
import type { GatewayConfig } from '../config.js';

// One shape: an answer is checked against its route's @Answers schema; outside production
// a mismatch is a 500 ANSWER_SHAPE; in production nothing is checked (only raw routes keep the interceptor).
class Routes {
  @Answers(z.object({ id: z.string(), items: z.array(z.object({ name: z.string() })) }))
  declared() {}

  undeclared() {}
}

type Logged = { level: 'error' | 'warn'; fields: Record<string, unknown>; message: string };

function setUp(nodeEnv: GatewayConfig['NODE_ENV'], handler: () => void = Routes.prototype.declared, statusCode = 200) {
  const logged: Logged[] = [];
  const headers: Record<string, string> = {};
  const logger = {
    error: (fields: Record<string, unknown>, message: string) => logged.push({ level: 'error', fields, message }),
    warn: (fields: Record<string, unknown>, message: string) => logged.push({ level: 'warn', fields, message }),
  } as unknown as Logger;
  const interceptor = new AnswerShapeInterceptor(new Reflector(), logger, { NODE_ENV: nodeEnv } as GatewayConfig);
  const context = {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => Routes,
    switchToHttp: () => ({
      getRequest: () => ({ method: 'GET', url: '/api/things/1?x=1', routeOptions: { url: '/api/things/:id' }, id: 'req-1' }),
      getResponse: () => ({ statusCode, type: (value: string) => (headers['content-type'] = value) }),
    }),
  } as unknown as ExecutionContext;
  const answer = (value: unknown) => lastValueFrom(interceptor.intercept(context, { handle: () => of(value) } as CallHandler));
  return { answer, logged, headers };
}

/** The error an answer was refused with (and a failed test when it was not refused). */
const refusal = (sent: Promise<unknown>): Promise<RpcError> =>
  sent.then(
    () => {
      throw new Error('the answer was sent, not refused');
    },
    (e: unknown) => e as RpcError,
  );

const good = { id: '1', items: [{ name: 'a' }] };
const bad = { id: 1, items: [{ name: 'a' }, {}] };

test('a matching answer is sent as the handler returned it (the same object, not a parsed copy)', async () => {
  const { answer, logged } = setUp('test');
  await expect(answer(good)).resolves.toBe(good);
  expect(logged).toEqual([]);
});

test('outside production a field the schema does not declare is a mismatch, at any depth', async () => {
  const { answer } = setUp('development');
  const error = await refusal(answer({ ...good, passwordHash: 'x', items: [{ name: 'a', email: 'a@b.c' }], unset: undefined }));
  expect(error).toMatchObject({ status: 500, code: 'ANSWER_SHAPE', fields: { passwordHash: 'not in the schema', 'items.0.email': 'not in the schema' } });
  // What JSON would not send anyway (an undefined property) is not one.
  expect(Object.keys(error.fields!)).not.toContain('unset');
});

test('in production nothing is checked: a mismatching answer goes out as the handler returned it, unlogged', async () => {
  const { answer, logged } = setUp('production');
  await expect(answer(bad)).resolves.toBe(bad);
  const withExtra = { ...good, note: 'kept' };
  await expect(answer(withExtra)).resolves.toBe(withExtra);
  expect(logged).toEqual([]);
});

test.each(['test', 'development'] as const)('NODE_ENV=%s: a mismatch answers 500 ANSWER_SHAPE naming the route and the issues, and is logged', async (nodeEnv) => {
  const { answer, logged } = setUp(nodeEnv);
  const error = await refusal(answer(bad));
  expect(error).toBeInstanceOf(RpcError);
  expect(error.status).toBe(500);
  expect(error.code).toBe('ANSWER_SHAPE');
  expect(error.message).toContain('GET /api/things/:id');
  expect(error.fields).toEqual({ id: expect.any(String), 'items.1.name': expect.any(String) });
  expect(logged).toEqual([{ level: 'error', fields: { route: 'GET /api/things/:id', issues: error.fields, requestId: 'req-1' }, message: expect.stringContaining('GET /api/things/:id') }]);
});

test('a route without @Answers and a 204 without a body are not checked', async () => {
  await expect(setUp('test', Routes.prototype.undeclared).answer(bad)).resolves.toBe(bad);
  await expect(setUp('test', Routes.prototype.declared, 204).answer(undefined)).resolves.toBeUndefined();
});

// A service's reply passed on as the JSON bytes it came as (RawJson) is sent as those bytes.
test.each(['test', 'development'] as const)('NODE_ENV=%s: a raw JSON answer is parsed and checked, then sent as its bytes with a JSON content type', async (nodeEnv) => {
  const { answer, headers } = setUp(nodeEnv);
  const bytes = Buffer.from(JSON.stringify(good));
  await expect(answer(rawJson(bytes))).resolves.toBe(bytes);
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(await refusal(answer(rawJson(Buffer.from(JSON.stringify(bad)))))).toMatchObject({ status: 500, code: 'ANSWER_SHAPE', fields: { id: expect.any(String) } });
  expect(await refusal(answer(rawJson(Buffer.from(JSON.stringify({ ...good, secret: 'x' })))))).toMatchObject({ code: 'ANSWER_SHAPE', fields: { secret: 'not in the schema' } });
});

test('NODE_ENV=production: a raw JSON answer is not parsed at all (the parse is what it saves), only sent as JSON', async () => {
  const { answer, logged, headers } = setUp('production');
  const bytes = Buffer.from(JSON.stringify(bad));
  await expect(answer(rawJson(bytes))).resolves.toBe(bytes);
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(logged).toEqual([]);
});

// In production no route carries the interceptor at all (Nest's fast path, no rxjs); a raw route gets its JSON content type.
test('@Answers adds the interceptor outside production to every route, in production to none', () => {
  const schema = z.object({ id: z.string() });
  const route = (checked: boolean, options?: { raw?: boolean }) => {
    class Route {
      @(answersDecorator(checked)(schema, options))
      handler() {}
    }
    return Route.prototype.handler;
  };
  const interceptorsOf = (handler: () => void) => Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined;
  const headersOf = (handler: () => void) => Reflect.getMetadata(HEADERS_METADATA, handler) as unknown[] | undefined;
  expect(interceptorsOf(route(true))).toEqual([AnswerShapeInterceptor]);
  expect(interceptorsOf(route(false))).toBeUndefined();
  expect(interceptorsOf(route(false, { raw: true }))).toBeUndefined();
  // A raw route's bytes go out as JSON either way.
  expect(headersOf(route(false, { raw: true }))).toEqual([{ name: 'Content-Type', value: 'application/json; charset=utf-8' }]);
  expect(headersOf(route(true, { raw: true }))).toEqual([{ name: 'Content-Type', value: 'application/json; charset=utf-8' }]);
  expect(headersOf(route(false))).toBeUndefined();
});
