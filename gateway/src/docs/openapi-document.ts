import { GUARDS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod, type Type } from '@nestjs/common';
import { z, type ZodType } from 'zod';
import { ANSWERS_METADATA } from '../http/answers.decorator.js';
import { ACCEPTS_BODY, UPLOAD_PARTS, type BodyType, type UploadPart } from '../http/body-types.js';
import { ANSWERS_FILE, REDIRECTS, SESSION_OPTIONAL, type FileAnswer, type RedirectAnswer } from './doc-decorators.js';

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
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    // A 400 from a schema: each field's issue as a stable code and its parameters (the web says it in the person's language).
    issues: {
      type: 'array',
      items: { type: 'object', required: ['field', 'code'], properties: { field: { type: 'string' }, code: { type: 'string' }, params: { type: 'object', additionalProperties: true } } },
    },
  },
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
          const joined = `/${[prefix, sub]
            .map((p) => p.replace(/^\/+|\/+$/g, ''))
            .filter(Boolean)
            .join('/')}`;
          routes.push({ method: RequestMethod[method].toLowerCase(), path: joined.replace(/:([A-Za-z0-9_]+)/g, '{$1}'), controller: controller.name, handler: name, target: controller, fn });
        }
      }
    }
  }
  return routes;
}

/** Any JSON value, said explicitly (a schema of `{}` reads as "no type" to a reader and to redocly). */
const ANY_JSON: JsonSchema = { type: ['object', 'array', 'string', 'number', 'boolean', 'null'], description: 'Any JSON value.' };

type ZodInternals = { _zod: { def: { type: string; in?: ZodType; out?: ZodType } } };

function jsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    // No field may lose its type: zod writes `{}` for what JSON Schema cannot say.
    override: (ctx) => {
      const def = (ctx.zodSchema as unknown as ZodInternals)._zod.def;
      // `x.transform(f)` answered: documented as what x validated (our transforms keep the type: trimming,
      // deduplicating tags, '' → null on a nullable field).
      if (io === 'output' && def.type === 'pipe' && def.in && (def.out as unknown as ZodInternals | undefined)?._zod.def.type === 'transform') {
        for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as JsonSchema)[key];
        Object.assign(ctx.jsonSchema, jsonSchema(def.in, io));
        return;
      }
      if (def.type === 'unknown' || def.type === 'any') Object.assign(ctx.jsonSchema, ANY_JSON);
    },
  }) as JsonSchema;
  return explicitRecords(rest) as JsonSchema;
}

/**
 * `z.record(z.enum([...]), v)` is exhaustive: zod writes it as `propertyNames` + `additionalProperties`
 * with every key `required` but no `properties`, which readers take for undefined required fields.
 * Spelled out here as one property per key.
 */
function explicitRecords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(explicitRecords);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, explicitRecords(v)])) as JsonSchema;
  const names = (schema.propertyNames as { enum?: string[] } | undefined)?.enum;
  if (names && !schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const { propertyNames: _names, additionalProperties, ...restOf } = schema;
    return { ...restOf, properties: Object.fromEntries(names.map((name) => [name, additionalProperties])), additionalProperties: false };
  }
  return schema;
}

/** "logoutEverywhere" → "Logout everywhere". */
function summaryOf(handler: string): string {
  const words = handler.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The multipart schema of an upload route, from its @UploadBody parts. */
function multipartSchema(parts: Record<string, UploadPart>): JsonSchema {
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(parts).map(([name, part]) => [
        name,
        part.kind === 'text'
          ? { type: 'string', description: part.description }
          : part.repeated
            ? { type: 'array', items: file, description: part.description }
            : { ...file, description: part.description },
      ]),
    ),
    required: Object.entries(parts)
      .filter(([, part]) => part.required)
      .map(([name]) => name),
  };
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
    const tag = route.controller.replace(/Controller$/, '');
    const operation: Record<string, unknown> = { operationId: `${route.controller}_${route.handler}`, summary: `${summaryOf(route.handler)} (${tag})`, tags: [tag] };
    // Routes without a guard need no session (security: []); a few read it when there is one.
    const guarded = [...(Reflect.getMetadata(GUARDS_METADATA, route.target) ?? []), ...(Reflect.getMetadata(GUARDS_METADATA, route.fn) ?? [])].length > 0;
    if (!guarded) operation.security = Reflect.getMetadata(SESSION_OPTIONAL, route.fn) ? [{}, { session: [] }] : [];
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
    const accepts = (Reflect.getMetadata(ACCEPTS_BODY, route.fn) as BodyType[] | undefined) ?? ['application/json'];
    const parts = Reflect.getMetadata(UPLOAD_PARTS, route.fn) as Record<string, UploadPart> | undefined;
    if (parts) operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: multipartSchema(parts) } } };
    else if (body) operation.requestBody = { required: true, content: Object.fromEntries(accepts.map((type) => [type, { schema: jsonSchema(body, 'input') }])) };
    const answers = Reflect.getMetadata(ANSWERS_METADATA, route.fn) as ZodType | undefined;
    const file = Reflect.getMetadata(ANSWERS_FILE, route.fn) as FileAnswer | undefined;
    const redirect = Reflect.getMetadata(REDIRECTS, route.fn) as RedirectAnswer | undefined;
    const status = String(redirect?.status ?? Reflect.getMetadata(HTTP_CODE_METADATA, route.fn) ?? (route.method === 'post' ? 201 : 200));
    const success: Record<string, unknown> = { description: status === '204' ? 'No content' : 'Success' };
    if (answers) success.content = { 'application/json': { schema: jsonSchema(answers, 'output') } };
    if (file)
      Object.assign(success, { description: file.description, content: Object.fromEntries(file.mediaTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) });
    if (redirect)
      Object.assign(success, {
        description: redirect.description,
        headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string', const: redirect.location } } },
      });
    const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    operation.responses = {
      [status]: success,
      // Non-JSON bodies are refused before they are read (http/body-types.ts).
      ...(route.method === 'get' ? {} : { '415': error('The body is not of a type this route accepts (JSON unless it says otherwise).') }),
      '429': { $ref: '#/components/responses/TooManyRequests' },
      '4XX': error('Refused: `{ message, code, fields? }` (400 validation, 401, 403, 404, 409, 422)'),
      '503': error('A service did not answer in time'),
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
      responses: {
        TooManyRequests: {
          description: 'A limit was reached (per person, per address or per account). Try again after `Retry-After` seconds.',
          headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } } },
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'converge_sid', description: 'The HttpOnly session cookie set by sign-in or registration (__Host-converge_sid over HTTPS).' },
      },
    },
    security: [{ session: [] }],
  };
}
