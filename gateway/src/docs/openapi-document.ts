import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod, type Type } from '@nestjs/common';
import { z, type ZodType } from 'zod';
import { ANSWERS_METADATA } from '../http/answers.decorator.js';

/** Nest's RouteParamtypes for @Body, @Query and @Param (the keys of ROUTE_ARGS_METADATA are `<type>:<index>`). */
const BODY = 3;
const QUERY = 4;
const PARAM = 5;

export interface DocumentedRoute {
  method: string;
  /** OpenAPI form: /api/conversations/{id}. */
  path: string;
  controller: string;
  handler: string;
}

type JsonSchema = Record<string, unknown>;

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['message', 'code'],
  properties: { message: { type: 'string' }, code: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
};

/** Every route of the given Nest controllers, read from Nest's own routing metadata (what Fastify serves). */
export function routesOf(controllers: Type<unknown>[]): Array<DocumentedRoute & { target: Type<unknown>; fn: object }> {
  const routes: Array<DocumentedRoute & { target: Type<unknown>; fn: object }> = [];
  for (const controller of controllers) {
    const prefixes = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const fn = (controller.prototype as Record<string, unknown>)[name];
      if (name === 'constructor' || typeof fn !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod | undefined;
      if (method === undefined) continue;
      const paths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, fn) ?? '');
      for (const prefix of prefixes) {
        for (const sub of paths) {
          const joined = `/${[prefix, sub].map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
          routes.push({ method: RequestMethod[method].toLowerCase(), path: joined.replace(/:([A-Za-z0-9_]+)/g, '{$1}'), controller: controller.name, handler: name, target: controller, fn });
        }
      }
    }
  }
  return routes;
}

function jsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function pipeSchema(target: Type<unknown>, handler: string, type: number): ZodType | undefined {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, target, handler) ?? {}) as Record<string, { pipes?: unknown[] }>;
  for (const [key, arg] of Object.entries(args)) {
    if (Number(key.split(':')[0]) !== type) continue;
    for (const pipe of arg.pipes ?? []) {
      const schema = (pipe as { schema?: ZodType })?.schema;
      if (schema && typeof (schema as { safeParse?: unknown }).safeParse === 'function') return schema;
    }
  }
  return undefined;
}

/**
 * The OpenAPI 3.1 document of the gateway, generated from the routes and the zod schemas they validate
 * with (@Body/@Query ZodPipe) and answer with (@Answers). Nothing here is written by hand per route.
 */
export function buildOpenApiDocument(controllers: Type<unknown>[], info: { title: string; version: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routesOf(controllers)) {
    const operation: Record<string, unknown> = { operationId: `${route.controller}_${route.handler}`, tags: [route.controller.replace(/Controller$/, '')] };
    const parameters: unknown[] = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const query = pipeSchema(route.target, route.handler, QUERY);
    if (query) {
      const schema = jsonSchema(query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        parameters.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property });
      }
    }
    void PARAM;
    if (parameters.length) operation.parameters = parameters;
    const body = pipeSchema(route.target, route.handler, BODY);
    if (body) operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(body, 'input') } } };
    const answers = Reflect.getMetadata(ANSWERS_METADATA, route.fn) as ZodType | undefined;
    const status = String(Reflect.getMetadata(HTTP_CODE_METADATA, route.fn) ?? (route.method === 'post' ? 201 : 200));
    const success: Record<string, unknown> = { description: status === '204' ? 'No content' : 'Success' };
    if (answers) success.content = { 'application/json': { schema: jsonSchema(answers, 'output') } };
    operation.responses = {
      [status]: success,
      '4XX': { description: 'Refused: `{ message, code, fields? }` (400 validation, 401, 403, 404, 409, 422, 429)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      '503': { description: 'A service did not answer in time', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    };
    (paths[route.path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { ...info, description: 'The Converge REST API, served by the gateway. Generated at start from the zod schemas in libs/contracts.' },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'converge_sid', description: 'The HttpOnly session cookie set by sign-in or registration (__Host-converge_sid over HTTPS).' } },
    },
    security: [{ session: [] }],
  };
}
