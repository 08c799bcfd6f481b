import 'reflect-metadata';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { controllers } from '../src/http/controllers.js';
import { startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';

// Issue 18 (API docs): the running gateway serves an OpenAPI 3.1 document and a browsable page; every
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
        const path = `/${[prefix, sub].map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`.replace(/:(\w+)/g, '{$1}');
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
    const target = ref.replace(/^#\//, '').split('/').reduce((node: any, part: string) => node?.[part], doc);
    expect([ref, target]).toEqual([ref, expect.anything()]);
  }
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
    expect(path).toMatch(/^\/api\//);
    for (const [method, op] of Object.entries(ops)) {
      expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
      expect(operationIds.has(op.operationId)).toBe(false);
      operationIds.add(op.operationId);
      expect(Object.keys(op.responses).some((status) => /^2\d\d$/.test(status))).toBe(true);
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
 * Routes that answer no JSON on success, and why. Every other route must name its answer with
 * `@Answers(schema)` (issue 12): a new route without one fails here. A 204 route needs no entry.
 */
const ANSWERS_NOT_JSON: Record<string, string> = {
  'GET /api/venues/{id}/qr': 'an SVG or PNG image',
  'GET /api/admin/venues/{id}/qr': 'an SVG or PNG image',
  'GET /api/photos/{key}': 'an image file',
  'GET /api/login': 'a 302 redirect to the sign-in page',
  'GET /api/logout': 'a 302 redirect home',
  'GET /api/mail/unsubscribe': 'a 303 redirect to the /unsubscribe page (a GET never unsubscribes)',
};

test('every route that answers JSON documents its answer with a zod schema', () => {
  const undocumented: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
    for (const [method, op] of Object.entries(ops)) {
      const route = `${method.toUpperCase()} ${path}`;
      const success = Object.entries(op.responses as Record<string, any>).filter(([status]) => /^2\d\d$/.test(status));
      if (success.some(([status]) => status === '204')) {
        // No Content: documented as such, with no body.
        expect([route, success.every(([, r]) => !r.content)]).toEqual([route, true]);
        continue;
      }
      const documented = success.some(([, r]) => r.content?.['application/json']?.schema);
      if (!documented && !(route in ANSWERS_NOT_JSON)) undocumented.push(route);
      // An exception that gained a schema should leave the list.
      if (documented && route in ANSWERS_NOT_JSON) undocumented.push(`${route} (documented: remove it from ANSWERS_NOT_JSON)`);
    }
  }
  expect(undocumented).toEqual([]);
  for (const route of Object.keys(ANSWERS_NOT_JSON)) {
    const [method, path] = route.split(' ');
    expect([route, doc.paths[path!]?.[method!.toLowerCase()]]).toEqual([route, expect.anything()]);
  }
});

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
