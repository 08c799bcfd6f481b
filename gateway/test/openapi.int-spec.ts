import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { controllers } from '../src/http/controllers.js';
import { startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';

// API docs: the running gateway serves an OpenAPI 3.1 document and a browsable page; every
// route Nest registers (read from its routing metadata, not from a hand list) is in the document.
let stack: GatewayTestStack;
let doc: any;

beforeAll(async () => {
  stack = await startGatewayTestStack([]);
  const response = await fetch(`${stack.baseUrl}/api/docs/openapi.json`);
  expect(response.status).toBe(200);
  doc = await response.json();
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

/** The gateway's route table as Nest builds it from the controllers: "GET /api/conversations/{id}". */
function routeTable(): string[] {
  const routes: string[] = [];
  for (const controller of controllers) {
    const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const fn = controller.prototype[name];
      const method = typeof fn === 'function' ? (Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod | undefined) : undefined;
      if (method === undefined || name === 'constructor') continue;
      for (const sub of ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, fn) ?? '')) {
        const path = `/${[prefix, sub]
          .map((p) => p.replace(/^\/+|\/+$/g, ''))
          .filter(Boolean)
          .join('/')}`.replace(/:(\w+)/g, '{$1}');
        routes.push(`${RequestMethod[method]} ${path}`);
      }
    }
  }
  return routes;
}

test('every gateway route is in the OpenAPI document', () => {
  const routes = routeTable();
  expect(routes.length).toBeGreaterThan(80);
  const documented = new Set(Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
  const missing = routes.filter((route) => !documented.has(route));
  expect(missing).toEqual([]);
});

test('the document is well-formed OpenAPI 3.1', () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
  const operationIds = new Set<string>();
  const refs: string[] = [];
  JSON.stringify(doc, (key, value) => {
    if (key === '$ref') refs.push(value);
    return value;
  });
  for (const ref of refs) {
    // Local refs resolve to something in this document.
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: any, part: string) => node?.[part], doc);
    expect([ref, target]).toEqual([ref, expect.anything()]);
  }
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
    expect(path).toMatch(/^\/api\//);
    for (const [method, op] of Object.entries(ops)) {
      expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
      expect(operationIds.has(op.operationId)).toBe(false);
      operationIds.add(op.operationId);
      // A success, or for the two full-page routes a redirect.
      expect([`${method} ${path}`, Object.keys(op.responses).some((status) => /^[23]\d\d$/.test(status))]).toEqual([`${method} ${path}`, true]);
      // Every {param} of the path is declared.
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) expect(op.parameters).toContainEqual(expect.objectContaining({ name, in: 'path', required: true }));
    }
  }
});

test('request bodies and answers come from the zod schemas in libs/contracts', () => {
  const register = doc.paths['/api/auth/register'].post;
  expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  expect(register.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['email', 'password']));
  const conversations = doc.paths['/api/conversations'].get;
  expect(conversations.responses['200'].content['application/json'].schema).toMatchObject({ type: 'array', items: { type: 'object' } });
  expect(conversations.responses['200'].content['application/json'].schema.items.properties).toHaveProperty('user1');
  const nearby = doc.paths['/api/venues/nearby'].get;
  expect(nearby.parameters).toContainEqual(expect.objectContaining({ name: 'latitude', in: 'query' }));
});

/**
 * Every route documents what it answers: JSON with its zod schema (`@Answers`), a
 * file with its media types (`@AnswersFile`), a redirect with its Location (`@Redirects`), or 204. A new
 * route with none of these fails here.
 */
test('every route documents its answer: a JSON schema, a file type, a redirect or No Content', () => {
  const undocumented: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
    for (const [method, op] of Object.entries(ops)) {
      const route = `${method.toUpperCase()} ${path}`;
      const success = Object.entries(op.responses as Record<string, any>).filter(([status]) => /^[23]\d\d$/.test(status));
      if (success.some(([status]) => status === '204')) {
        // No Content: documented as such, with no body.
        expect([route, success.every(([, r]) => !r.content)]).toEqual([route, true]);
        continue;
      }
      const documented = success.some(
        ([status, r]) =>
          r.content?.['application/json']?.schema ||
          Object.entries(r.content ?? {}).some(([type, media]: [string, any]) => type !== 'application/json' && media.schema?.contentMediaType === type) ||
          (/^3/.test(status) && r.headers?.Location?.schema),
      );
      if (!documented) undocumented.push(route);
    }
  }
  expect(undocumented).toEqual([]);
});

test('images, QR codes and redirects say what they are', () => {
  const types = (route: any) => Object.keys(route.responses['200'].content);
  expect(types(doc.paths['/api/photos/{key}'].get)).toEqual(['image/webp']);
  expect(types(doc.paths['/api/venues/{id}/qr'].get).sort()).toEqual(['image/png', 'image/svg+xml']);
  expect(types(doc.paths['/api/admin/venues/{id}/qr'].get).sort()).toEqual(['image/png', 'image/svg+xml']);
  expect(doc.paths['/api/login'].get.responses['302'].headers.Location.schema).toEqual({ type: 'string', const: '/auth?mode=signin' });
  expect(doc.paths['/api/logout'].get.responses['302'].headers.Location.schema).toEqual({ type: 'string', const: '/' });
});

test('public routes need no session (security: []); the rest name the session cookie', () => {
  const security = (path: string, method: string) => doc.paths[path][method].security ?? doc.security;
  for (const [path, method] of [
    ['/api/health', 'get'],
    ['/api/auth/register', 'post'],
    ['/api/auth/signin', 'post'],
    ['/api/login', 'get'],
    ['/api/photos/{key}', 'get'],
    ['/api/shares/{token}', 'get'],
    ['/api/date-plans/public/{token}', 'get'],
  ]) {
    expect([path, security(path!, method!)]).toEqual([path, []]);
  }
  // Sign-out and "who am I" work with or without one.
  expect(security('/api/auth/user', 'get')).toEqual([{}, { session: [] }]);
  expect(security('/api/logout', 'get')).toEqual([{}, { session: [] }]);
  expect(security('/api/conversations', 'get')).toEqual([{ session: [] }]);
  expect(security('/api/auth/sessions', 'get')).toEqual([{ session: [] }]);
});

test('upload routes document their multipart bodies, and only multipart', () => {
  const body = (path: string) => doc.paths[path].post.requestBody.content;
  expect(Object.keys(body('/api/profile/photos'))).toEqual(['multipart/form-data']);
  expect(body('/api/profile/photos')['multipart/form-data'].schema).toMatchObject({
    required: ['photo'],
    properties: { photo: { type: 'string', contentMediaType: 'application/octet-stream' } },
  });
  expect(body('/api/verification/photo')['multipart/form-data'].schema.required).toEqual(['photo']);
  expect(body('/api/verification/document')['multipart/form-data'].schema.required).toEqual(['documentType', 'documentImage']);
  const liveness = body('/api/verification/liveness')['multipart/form-data'].schema;
  expect(liveness.properties.challenges).toMatchObject({ type: 'string' });
  expect(Object.keys(liveness.properties).filter((k: string) => k.startsWith('frame_')).length).toBeGreaterThan(1);
  // JSON routes say JSON.
  expect(Object.keys(doc.paths['/api/auth/register'].post.requestBody.content)).toEqual(['application/json']);
});

test('429 answers carry Retry-After; non-JSON bodies are documented as 415', () => {
  expect(doc.components.responses.TooManyRequests.headers['Retry-After'].schema).toEqual({ type: 'integer', minimum: 1 });
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
    for (const [method, op] of Object.entries(ops)) {
      expect([method, path, op.responses['429']]).toEqual([method, path, { $ref: '#/components/responses/TooManyRequests' }]);
      if (method !== 'get') expect([method, path, Boolean(op.responses['415'])]).toEqual([method, path, true]);
    }
  }
});

test('no field loses its type: no schema without a type, a reference or a composition', () => {
  const untyped: string[] = [];
  const typed = (schema: Record<string, unknown>) => ['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'not'].some((k) => k in schema);
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`));
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      const here = `${at}/${key}`;
      const schemas: Array<[string, unknown]> =
        key === 'schema' || key === 'items' || key === 'additionalProperties'
          ? [[here, value]]
          : key === 'properties'
            ? Object.entries(value as object).map(([name, v]) => [`${here}/${name}`, v])
            : key === 'anyOf' || key === 'oneOf' || key === 'allOf'
              ? (value as unknown[]).map((v, i) => [`${here}/${i}`, v])
              : [];
      for (const [where, schema] of schemas) if (schema && typeof schema === 'object' && !typed(schema as Record<string, unknown>)) untyped.push(where);
      walk(value, here);
    }
  };
  walk(doc.paths, '#/paths');
  expect(untyped).toEqual([]);
  // What used to lose it: an answered transform (LinkedIn URL, tags) and the export's sections.
  const profile = doc.paths['/api/professional/profile'].get.responses['200'].content['application/json'].schema.properties.profile.anyOf[0].properties;
  expect(profile.linkedinUrl.anyOf).toContainEqual(expect.objectContaining({ type: 'string' }));
  expect(profile.interests).toMatchObject({ type: 'array', items: { type: 'string' } });
});

/** The redocly CLI (a devDependency), run offline on the document the gateway serves. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
function redoclyLint(
  file: string,
): Promise<{ totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }> }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'],
      { cwd: path.dirname(file), env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' }, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      (error, stdout) => {
        const start = stdout.indexOf('{');
        if (start < 0) return reject(error ?? new Error(`redocly printed no report: ${stdout.slice(0, 500)}`));
        resolve(JSON.parse(stdout.slice(start)));
      },
    );
  });
}

test('redocly lint (recommended ruleset, redocly.yaml): 0 errors, and no warning but the three redirect-only routes', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'converge-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc, null, 1));
    const report = await redoclyLint(file);
    const describe = (p: (typeof report.problems)[number]) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`;
    expect(report.problems.filter((p) => p.severity === 'error').map(describe)).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(
      report.problems
        .filter((p) => p.severity !== 'error')
        .map((p) => `${p.ruleId} ${p.location[0]?.pointer}`)
        .sort(),
    ).toEqual([
      // /api/date-plans/public/{token} (the public page's data, a fixed name) beside {id}/send: a plan id is
      // a UUID, never "public", and the literal segment is matched first, so no URL reaches both.
      'no-ambiguous-paths #/paths/~1api~1date-plans~1{id}~1send',
      'operation-2xx-response #/paths/~1api~1login/get/responses',
      'operation-2xx-response #/paths/~1api~1logout/get/responses',
      // The unsubscribe link opens a page by a 303: a GET must never unsubscribe (link scanners follow GETs).
      'operation-2xx-response #/paths/~1api~1mail~1unsubscribe/get/responses',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 150_000);

test('/api/docs is a browsable page that needs nothing from another origin', async () => {
  const page = await fetch(`${stack.baseUrl}/api/docs`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('/api/docs/openapi.json');
  expect(html).not.toMatch(/(src|href)="https?:\/\//);
  const script = await fetch(`${stack.baseUrl}/api/docs/docs.js`);
  expect(script.status).toBe(200);
  expect(await script.text()).toContain("fetch('/api/docs/openapi.json')");
});
