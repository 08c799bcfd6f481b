// The contracts are the whole language between processes, so nothing in them may be a placeholder:
// every catalog event has a producer and a consumer, every RPC subject a handler, and every URL the web
// app calls a gateway route. Found by reading the source (no process is started).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventCatalog, pingPattern, replySchemaFor, RPC, RPC_REPLIES, SERVICES } from '../src/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Known gaps, each built on another branch; the lead empties these lists when the branches land.
 * Nothing else may be added here: a new event, subject or URL ships with its producer, consumer,
 * handler or route.
 */
/**
 * Known gaps, each failing once it is closed so the list is emptied deliberately. Empty: every event
 * has a producer and a consumer, every subject a handler, every web URL a route.
 */
const PENDING: { urls: string[]; subjects: string[]; events: { producer: string[]; consumer: string[] } } = {
  urls: [],
  subjects: [],
  events: { producer: [], consumer: [] },
};

/** Strings in the web app that look like URLs but are only TanStack Query key prefixes (never requested). */
const QUERY_KEY_ONLY = ['/api/meeting-session', '/api/verification', '/api/shares', '/api/professional'];

function sourceFiles(dir: string, extensions = ['.ts', '.tsx']): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'test', '.build'].includes(entry.name)) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (extensions.some((e) => entry.name.endsWith(e)) && !/\.(spec|test)\.tsx?$/.test(entry.name)) out.push(full);
    }
  };
  walk(path.join(root, dir));
  return out;
}

const read = (files: string[]) => files.map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));
const servicesDirs = readdirSync(path.join(root, 'services')).map((s) => `services/${s}/src`);
const serverSources = read([...servicesDirs.flatMap((d) => sourceFiles(d)), ...sourceFiles('gateway/src')]);
const matchesIn = (sources: typeof serverSources, pattern: RegExp) => new Set(sources.flatMap(({ text }) => [...text.matchAll(pattern)].map((m) => m[1]!)));

describe('events', () => {
  // Producers: publish(manager, 'X', …), rowFor('X', …), publishMany([{ type: 'X', … }]).
  const produced = new Set([
    ...matchesIn(serverSources, /\.publish\(\s*\w+,\s*'(\w+)'/g),
    ...matchesIn(serverSources, /rowFor\(\s*'(\w+)'/g),
    ...matchesIn(serverSources, /\btype:\s*'(\w+)'\s+as\s+const/g),
    ...matchesIn(serverSources, /\{\s*type:\s*'(\w+)',\s*data:/g),
  ]);
  // Consumers: @OnEvent('X') in a service, fanout.on('X') in the gateway.
  const consumed = new Set([...matchesIn(serverSources, /@OnEvent\(\s*'(\w+)'/g), ...matchesIn(serverSources, /fanout\.on\(\s*'(\w+)'/g)]);
  const types = Object.keys(eventCatalog);

  test.each(types.filter((t) => !PENDING.events.producer.includes(t)))('%s has a producer', (type) => expect([...produced]).toContain(type));
  test.each(types.filter((t) => !PENDING.events.consumer.includes(t)))('%s has a consumer', (type) => expect([...consumed]).toContain(type));
  if (PENDING.events.producer.length)
    test.each(PENDING.events.producer)('%s is still without a producer (remove it from PENDING once produced)', (type) => expect([...produced]).not.toContain(type));
  if (PENDING.events.consumer.length)
    test.each(PENDING.events.consumer)('%s is still without a consumer (remove it from PENDING once consumed)', (type) => expect([...consumed]).not.toContain(type));
});

describe('RPC subjects', () => {
  const handled = new Set(
    [...matchesIn(serverSources, /@RpcHandler\(\s*RPC\.(\w+\.\w+)\s*[,)]/g)].map((key) => {
      const [area, name] = key.split('.') as [keyof typeof RPC, string];
      return (RPC[area] as Record<string, string>)[name];
    }),
  );
  const subjects = Object.values(RPC)
    .flatMap((area) => Object.values(area) as string[])
    .filter((s) => !PENDING.subjects.includes(s));
  test.each(subjects)('%s has an @RpcHandler', (subject) => expect([...handled]).toContain(subject));
  if (PENDING.subjects.length) test.each(PENDING.subjects)('%s is still without a handler (remove it from PENDING once served)', (subject) => expect([...handled]).not.toContain(subject));
});

describe('RPC replies', () => {
  const subjects = Object.values(RPC).flatMap((area) => Object.values(area) as string[]);
  test('no two RPC names share a subject', () => expect(new Set(subjects).size).toBe(subjects.length));
  test.each(subjects)('%s has a reply schema', (subject) => expect(replySchemaFor(subject)).toBeDefined());
  test('RPC_REPLIES describes only subjects of RPC', () => expect(Object.keys(RPC_REPLIES).filter((s) => !subjects.includes(s))).toEqual([]));
  test('a ping is described, an unknown subject is not', () => {
    for (const service of SERVICES) expect(replySchemaFor(pingPattern(service))?.safeParse({ service, pong: true }).success).toBe(true);
    expect(replySchemaFor('rpc.nowhere.things.get')).toBeUndefined();
  });
});

describe('web → gateway', () => {
  // Gateway routes: @Controller('api/x') + @Get(':id/y') → GET /api/x/:id/y.
  const routes = serverSources
    .filter(({ file }) => file.startsWith('gateway/'))
    // A file may hold several controllers: each @Controller('prefix') owns the routes up to the next one.
    .flatMap(({ text }) =>
      text.split(/(?=@Controller\()/).flatMap((part) => {
        const prefix = /^@Controller\(\s*'([^']*)'\s*\)/.exec(part)?.[1];
        if (prefix === undefined) return [];
        return [...part.matchAll(/@(Get|Post|Put|Patch|Delete)\(\s*(?:'([^']*)')?\s*\)/g)].map((m) => ({
          method: m[1]!.toUpperCase(),
          segments: `/${prefix}/${m[2] ?? ''}`.split('/').filter(Boolean),
        }));
      }),
    );
  // URLs in the web app: '/api/…' and `/api/…${…}` literals, query strings dropped, ${…} = one segment.
  const webCalls = new Set(
    read(sourceFiles('web/src')).flatMap(({ text }) => [...text.matchAll(/['`](\/api\/[^'`?]*)/g)].map((m) => m[1]!.replace(/\$\{[^}]*\}/g, ':param').replace(/\/$/, ''))),
  );
  const served = (url: string) => {
    const parts = url.split('/').filter(Boolean);
    return routes.some((r) => r.segments.length === parts.length && r.segments.every((s, i) => s.startsWith(':') || parts[i] === ':param' || s === parts[i]));
  };
  const pendingPaths = PENDING.urls.map((u) => u.split(' ')[1]);

  test('the scan finds the routes and the calls', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(webCalls.size).toBeGreaterThan(20);
  });
  test.each([...webCalls].filter((u) => !pendingPaths.includes(u) && !QUERY_KEY_ONLY.includes(u)))('%s has a gateway route', (url) => expect(served(url)).toBe(true));
  if (PENDING.urls.length) test.each(PENDING.urls)('%s is still pending (remove it from PENDING once served)', (entry) => expect(served(entry.split(' ')[1]!)).toBe(false));
});
