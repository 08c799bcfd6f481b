// Writes docs/MAP.md: every REST route → controller → RPC subjects, every RPC subject → actor rule,
// handler and callers, every event → producers and consumers. Read from the source text alone (no
// build, no process), in the way libs/contracts/test/contract.spec.ts reads it, so it works on any
// checkout and does not depend on file names: every .ts under services/*/src, gateway/src and
// libs/platform/src is scanned.
//
//   node scripts/map.mjs           write docs/MAP.md
//   node scripts/map.mjs --check   exit 1 when docs/MAP.md differs from the source
//
// libs/contracts/test/map.spec.ts (unit tier) runs the check.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MAP_FILE = 'docs/MAP.md';

// ---------------------------------------------------------------------------------------------
// Source text: masks that keep every offset, so a match in one is a position in the others.

/**
 * Returns `code` (comments blanked) and `skeleton` (comments and the inside of string, template and
 * regex literals blanked), both the length of `text`. Decorator arguments are read from `code`;
 * braces and parentheses are matched in `skeleton`, where a `{` inside a string cannot count.
 */
export function mask(text) {
  const code = text.split('');
  const skeleton = text.split('');
  const blank = (arr, i) => {
    if (arr[i] !== '\n') arr[i] = ' ';
  };
  const templateDepth = []; // brace depth at each open `${`
  let depth = 0;
  let lastSignificant = '';
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      for (; i < n && text[i] !== '\n'; i++) {
        blank(code, i);
        blank(skeleton, i);
      }
      continue;
    }
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      for (; i < stop; i++) {
        blank(code, i);
        blank(skeleton, i);
      }
      continue;
    }
    if (c === "'" || c === '"') {
      i++;
      while (i < n && text[i] !== c && text[i] !== '\n') {
        if (text[i] === '\\') blank(skeleton, i++);
        blank(skeleton, i++);
      }
      i++;
      lastSignificant = c;
      continue;
    }
    if (c === '`' || (c === '}' && templateDepth.length && templateDepth[templateDepth.length - 1] === depth)) {
      if (c === '}') templateDepth.pop();
      i++;
      while (i < n && text[i] !== '`') {
        if (text[i] === '\\') {
          blank(skeleton, i++);
          blank(skeleton, i++);
          continue;
        }
        if (text[i] === '$' && text[i + 1] === '{') {
          templateDepth.push(depth);
          i += 2;
          break;
        }
        blank(skeleton, i++);
      }
      if (text[i] === '`') i++;
      lastSignificant = '`';
      continue;
    }
    if (c === '/' && (lastSignificant === '' || '(,=:[!&|?{};+-*%<>~^'.includes(lastSignificant))) {
      // A regex literal: up to the closing `/` outside a character class.
      i++;
      let inClass = false;
      while (i < n && text[i] !== '\n' && (inClass || text[i] !== '/')) {
        if (text[i] === '\\') blank(skeleton, i++);
        else if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        blank(skeleton, i++);
      }
      i++;
      lastSignificant = '/';
      continue;
    }
    if (c === '{') depth++;
    if (c === '}') depth--;
    if (!/\s/.test(c)) lastSignificant = /[\w$)\]]/.test(c) ? 'w' : c;
    i++;
  }
  return { code: code.join(''), skeleton: skeleton.join('') };
}

/** The offset of the bracket closing the one at `open` (skeleton text), or the end of the text. */
function closing(skeleton, open) {
  const pairs = { '(': ')', '{': '}', '[': ']' };
  const want = pairs[skeleton[open]];
  let level = 0;
  for (let i = open; i < skeleton.length; i++) {
    const ch = skeleton[i];
    if (ch === skeleton[open]) level++;
    else if (ch === want && --level === 0) return i;
  }
  return skeleton.length;
}

/**
 * Where a function's body opens, given the `)` closing its parameters: skips a return type, whose
 * own braces (`Promise<{ ok: true }>`, `: { a: string }`) are not the body.
 */
function bodyStart(skeleton, paramsClose) {
  let angle = 0;
  let prev = ')';
  for (let i = paramsClose + 1; i < skeleton.length; i++) {
    const ch = skeleton[i];
    if (/\s/.test(ch)) continue;
    if (ch === '<') angle++;
    else if (ch === '>' && skeleton[i - 1] !== '=') angle--;
    else if (ch === '(' || ch === '[') {
      i = closing(skeleton, i);
      prev = ')';
      continue;
    } else if (ch === '{') {
      const typeBrace = angle > 0 || prev === ':' || prev === '|' || prev === '&' || prev === ',' || prev === '=>';
      if (!typeBrace) return i;
      i = closing(skeleton, i);
      prev = '}';
      continue;
    } else if (ch === ';' && angle === 0) return -1;
    prev = ch === '>' && skeleton[i - 1] === '=' ? '=>' : ch;
  }
  return -1;
}

const lineOf = (text, offset) => text.slice(0, offset).split('\n').length;

// ---------------------------------------------------------------------------------------------
// Files

function sourceFiles(dir) {
  const out = [];
  const walk = (current) => {
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (['node_modules', 'dist', 'test', '.build', 'testing'].includes(entry.name)) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.(spec|test|int-spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
    }
  };
  walk(path.join(root, dir));
  return out;
}

function load(file) {
  const text = readFileSync(file, 'utf8');
  return { file: path.relative(root, file).split(path.sep).join('/'), text, ...mask(text) };
}

// ---------------------------------------------------------------------------------------------
// Contracts: the RPC subjects and the event catalog, read from their source.

/** `RPC = { area: { key: 'rpc.…', … }, … }` in libs/contracts/src/rpc/patterns.ts. */
export function readRpcSubjects(source) {
  const start = source.code.search(/export const RPC\s*=\s*\{/);
  if (start === -1) throw new Error('RPC object not found in libs/contracts/src/rpc/patterns.ts');
  const open = source.skeleton.indexOf('{', start);
  const body = source.code.slice(open + 1, closing(source.skeleton, open));
  const subjects = [];
  for (const area of body.matchAll(/(\w+)\s*:\s*\{([^}]*)\}/g)) {
    for (const entry of area[2].matchAll(/(\w+)\s*:\s*'([^']+)'/g)) subjects.push({ area: area[1], key: entry[1], subject: entry[2] });
  }
  return subjects;
}

/** `eventCatalog = { Type: { subject: 'evt.…', … }, … }` in libs/contracts/src/events/catalog.ts. */
export function readEventCatalog(source) {
  const start = source.code.search(/export const eventCatalog\s*=\s*\{/);
  if (start === -1) throw new Error('eventCatalog not found in libs/contracts/src/events/catalog.ts');
  const open = source.skeleton.indexOf('{', start);
  const end = closing(source.skeleton, open);
  const events = [];
  const entry = /(\w+)\s*:\s*\{/g;
  entry.lastIndex = open + 1;
  let hit;
  while ((hit = entry.exec(source.code)) && hit.index < end) {
    const braceAt = hit.index + hit[0].length - 1;
    const bodyEnd = closing(source.skeleton, braceAt);
    const subject = /subject\s*:\s*'([^']+)'/.exec(source.code.slice(braceAt, bodyEnd))?.[1] ?? '';
    events.push({ type: hit[1], subject });
    entry.lastIndex = bodyEnd + 1;
  }
  return events;
}

// ---------------------------------------------------------------------------------------------
// Classes and methods

/** Every class in a file with its body's range. */
function classesOf(source) {
  return [...source.code.matchAll(/\bclass\s+(\w+)[^{]*\{/g)].map((m) => {
    const open = m.index + m[0].length - 1;
    return { name: m[1], start: m.index, open, end: closing(source.skeleton, open) };
  });
}

const classAt = (classes, offset) => classes.filter((c) => c.start < offset && offset < c.end).at(-1);

/**
 * The method a decorator at `offset` decorates: skips the decorator's own argument list and any
 * further decorators, then reads `name(…) {…}`. Returns its name and body range.
 */
function methodAfter(source, offset) {
  let i = offset;
  const decorator = /@[\w.]+\s*/y;
  for (;;) {
    while (/\s/.test(source.code[i] ?? '')) i++;
    decorator.lastIndex = i;
    const d = decorator.exec(source.code);
    if (!d) break;
    i = d.index + d[0].length;
    if (source.skeleton[i] === '(') i = closing(source.skeleton, i) + 1;
  }
  const head = /(?:(?:public|private|protected|static|async|override|readonly)\s+)*(\w+)\s*(?:<[^>(]*>)?\s*\(/y;
  head.lastIndex = i;
  const m = head.exec(source.code);
  if (!m) return undefined;
  const paramsOpen = m.index + m[0].length - 1;
  const paramsClose = closing(source.skeleton, paramsOpen);
  const bodyOpen = bodyStart(source.skeleton, paramsClose);
  if (bodyOpen === -1) return undefined;
  return { name: m[1], start: m.index, bodyOpen, end: closing(source.skeleton, bodyOpen) };
}

/** Methods of a class (name → body text), read from its top-level members. */
function methodsOf(source, cls) {
  const methods = new Map();
  const member = /(?:^|\n)[ \t]*(?:(?:public|private|protected|static|async|override|readonly|get|set)\s+)*(\w+)\s*(?:<[^>(]*>)?\s*\(/g;
  member.lastIndex = cls.open + 1;
  let m;
  while ((m = member.exec(source.code)) && m.index < cls.end) {
    // Only members at the class body's top level.
    const at = m.index + m[0].length - 1;
    const depthHere = braceDepth(source.skeleton, cls.open, at);
    if (depthHere !== 1 || ['if', 'for', 'while', 'switch', 'catch', 'return', 'constructor'].includes(m[1])) continue;
    const paramsClose = closing(source.skeleton, at);
    const bodyOpen = bodyStart(source.skeleton, paramsClose);
    if (bodyOpen === -1) continue;
    const end = closing(source.skeleton, bodyOpen);
    methods.set(m[1], source.code.slice(bodyOpen, end + 1));
    member.lastIndex = end;
  }
  return methods;
}

function braceDepth(skeleton, from, to) {
  let level = 0;
  for (let i = from; i < to; i++) {
    if (skeleton[i] === '{') level++;
    else if (skeleton[i] === '}') level--;
  }
  return level;
}

const rpcRefs = (text) => [...text.matchAll(/\bRPC\.(\w+)\.(\w+)\b/g)].map((m) => `${m[1]}.${m[2]}`);

// ---------------------------------------------------------------------------------------------
// The map

export function collect() {
  const contracts = (f) => load(path.join(root, 'libs/contracts/src', f));
  const subjects = readRpcSubjects(contracts('rpc/patterns.ts'));
  const events = readEventCatalog(contracts('events/catalog.ts'));
  const subjectOf = new Map(subjects.map((s) => [`${s.area}.${s.key}`, s.subject]));

  const serviceDirs = readdirSync(path.join(root, 'services'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const services = serviceDirs.flatMap((s) => sourceFiles(`services/${s}/src`)).map(load);
  const gateway = sourceFiles('gateway/src').map(load);
  const platform = sourceFiles('libs/platform/src').map(load);

  // RPC handlers: @RpcHandler(RPC.area.key[, { actor: '…', input: … }]).
  const handlers = new Map(); // subject → [{ where, actor }]
  for (const source of services) {
    const classes = classesOf(source);
    for (const m of source.code.matchAll(/@RpcHandler\(\s*RPC\.(\w+)\.(\w+)\b/g)) {
      const subject = subjectOf.get(`${m[1]}.${m[2]}`) ?? `RPC.${m[1]}.${m[2]} (not in RPC)`;
      const open = source.code.indexOf('(', m.index);
      const args = source.code.slice(open, closing(source.skeleton, open) + 1);
      const actor = /\bactor\s*:\s*'(\w+)'/.exec(args)?.[1] ?? null;
      const input = /\binput\s*:\s*([\w.]+)/.exec(args)?.[1] ?? null;
      const method = methodAfter(source, m.index);
      const cls = classAt(classes, m.index);
      const where = `${source.file}:${lineOf(source.text, m.index)} ${cls?.name ?? '?'}.${method?.name ?? '?'}`;
      if (!handlers.has(subject)) handlers.set(subject, []);
      handlers.get(subject).push({ where, actor, input });
    }
  }

  // Gateway helpers outside the controllers (functions and class methods that ask an RPC), so a
  // route that calls `this.push.subscribe(…)` or `gatherExport(…)` is credited with their subjects.
  const helperRpcs = new Map(); // name → Set of area.key
  const addHelper = (name, refs) => {
    if (!refs.length) return;
    if (!helperRpcs.has(name)) helperRpcs.set(name, new Set());
    for (const r of refs) helperRpcs.get(name).add(r);
  };
  for (const source of gateway) {
    if (source.code.includes('@Controller(')) continue;
    // Module-level constants holding subjects (a table of RPCs a function walks).
    const constRefs = new Map();
    for (const m of source.code.matchAll(/(?:^|\n)(?:export\s+)?const\s+(\w+)\b[^=]*=\s*/g)) {
      const at = m.index + m[0].length;
      const bracket = source.skeleton.slice(at).search(/[{[(;\n]/) + at;
      const end = '{[('.includes(source.skeleton[bracket]) ? closing(source.skeleton, bracket) : bracket;
      constRefs.set(m[1], rpcRefs(source.code.slice(at, end + 1)));
    }
    const withConsts = (body) => [...rpcRefs(body), ...[...constRefs].filter(([name]) => new RegExp(`\\b${name}\\b`).test(body)).flatMap(([, refs]) => refs)];
    for (const m of source.code.matchAll(/(?:^|\n)(?:export\s+)?(?:async\s+)?function\s+(\w+)[^{]*\{/g)) {
      const open = m.index + m[0].length - 1;
      addHelper(`fn:${m[1]}`, withConsts(source.code.slice(open, closing(source.skeleton, open) + 1)));
    }
    for (const cls of classesOf(source)) for (const [name, body] of methodsOf(source, cls)) addHelper(`${cls.name}.${name}`, withConsts(body));
  }

  // REST routes: @Controller('prefix') on a class, @Get|Post|Put|Patch|Delete('path') on its methods.
  const routes = [];
  for (const source of gateway) {
    const classes = classesOf(source);
    for (const cls of classes) {
      const before = source.code.slice(Math.max(0, cls.start - 600), cls.start);
      const prefix = [...before.matchAll(/@Controller\(\s*'([^']*)'\s*\)/g)].at(-1);
      if (!prefix) continue;
      // Nothing but decorators between the @Controller and the class.
      const tail = before.slice(prefix.index + prefix[0].length);
      if (/\b(class|function|const|let)\b/.test(tail.replace(/@\w+\([^)]*\)/g, ''))) continue;
      const methods = methodsOf(source, cls);
      // Injected fields (constructor(private readonly push: PushDevices)) name the class a call reaches.
      const ctor = /\bconstructor\s*\(/.exec(source.code.slice(cls.open, cls.end));
      const fields = new Map();
      if (ctor) {
        const open = cls.open + ctor.index + ctor[0].length - 1;
        const params = source.code.slice(open, closing(source.skeleton, open));
        for (const f of params.matchAll(/(?:private|public|protected|readonly)\s+(?:readonly\s+)?(\w+)\s*:\s*(\w+)/g)) fields.set(f[1], f[2]);
      }
      const route = /@(Get|Post|Put|Patch|Delete)\(\s*(?:'([^']*)')?\s*\)/g;
      route.lastIndex = cls.open;
      let m;
      while ((m = route.exec(source.code)) && m.index < cls.end) {
        if (braceDepth(source.skeleton, cls.open, m.index) !== 1) continue;
        const method = methodAfter(source, m.index);
        const body = method ? source.code.slice(method.bodyOpen, method.end + 1) : '';
        const refs = new Set(rpcRefs(body));
        // Same-class helpers (this.x(…)), followed to any depth, and gateway helpers elsewhere.
        const seen = new Set();
        const follow = (text) => {
          for (const call of text.matchAll(/\bthis\.(\w+)\s*\(/g)) {
            if (seen.has(call[1]) || !methods.has(call[1])) continue;
            seen.add(call[1]);
            const inner = methods.get(call[1]);
            for (const r of rpcRefs(inner)) refs.add(r);
            follow(inner);
          }
          const reached = [
            ...[...text.matchAll(/\bthis\.(\w+)\.(\w+)\s*\(/g)].map((c) => `${fields.get(c[1])}.${c[2]}`),
            ...[...text.matchAll(/(?<![.\w])([A-Z]\w*)\.(\w+)\s*\(/g)].map((c) => `${c[1]}.${c[2]}`),
            ...[...text.matchAll(/(?<![.\w])(\w+)\s*\(/g)].map((c) => `fn:${c[1]}`),
          ];
          for (const key of reached) for (const r of helperRpcs.get(key) ?? []) refs.add(r);
        };
        follow(body);
        const fullPath = `/${prefix[1]}/${m[2] ?? ''}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
        if (method) {
          routes.push({
            method: m[1].toUpperCase(),
            path: fullPath,
            where: `${source.file}:${lineOf(source.text, m.index)} ${cls.name}.${method.name}`,
            subjects: [...refs].map((r) => subjectOf.get(r) ?? `RPC.${r} (not in RPC)`).sort(),
          });
        }
        if (method) route.lastIndex = method.end;
      }
    }
  }
  routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));

  // Other callers: gateway files outside the controllers (guards, pushers) and services asking services.
  const otherCallers = new Map(); // subject → Set of file
  for (const source of [...gateway.filter((s) => !s.code.includes('@Controller(')), ...services]) {
    const code = source.code.replace(/@RpcHandler\(\s*RPC\.\w+\.\w+/g, '');
    for (const r of new Set(rpcRefs(code))) {
      const subject = subjectOf.get(r) ?? `RPC.${r} (not in RPC)`;
      if (!otherCallers.has(subject)) otherCallers.set(subject, new Set());
      otherCallers.get(subject).add(source.file);
    }
  }

  // Events: producers (publish(manager, 'X'), rowFor('X'), { type: 'X', data } / type: 'X' as const)
  // and consumers (@OnEvent('X') in services and platform read models, fanout.on('X') in the gateway).
  const producers = new Map();
  const consumers = new Map();
  const add = (map, key, value) => {
    if (!map.has(key)) map.set(key, new Set());
    map.get(key).add(value);
  };
  const servers = [...services, ...gateway, ...platform];
  for (const source of servers) {
    for (const pattern of [/\.publish\(\s*\w+,\s*'(\w+)'/g, /rowFor\(\s*'(\w+)'/g, /\btype:\s*'(\w+)'\s+as\s+const/g, /\{\s*type:\s*'(\w+)',\s*data:/g]) {
      for (const m of source.code.matchAll(pattern)) add(producers, m[1], source.file);
    }
    const classes = classesOf(source);
    for (const m of source.code.matchAll(/@OnEvent\(\s*'(\w+)'/g)) {
      const method = methodAfter(source, m.index);
      add(consumers, m[1], `${source.file} ${classAt(classes, m.index)?.name ?? '?'}.${method?.name ?? '?'}`);
    }
    for (const m of source.code.matchAll(/\.on\(\s*'(\w+)'/g)) {
      if (source.file.startsWith('gateway/') && /fanout/i.test(source.code.slice(Math.max(0, m.index - 40), m.index))) add(consumers, m[1], `${source.file} (socket push)`);
    }
  }

  return { subjects, events, handlers, routes, otherCallers, producers, consumers };
}

const cell = (items) => (items.length ? items.map((x) => `\`${x}\``).join('<br>') : '—');

export function renderMap() {
  const { subjects, events, handlers, routes, otherCallers, producers, consumers } = collect();
  const routesBySubject = new Map();
  for (const r of routes)
    for (const s of r.subjects) {
      if (!routesBySubject.has(s)) routesBySubject.set(s, []);
      routesBySubject.get(s).push(`${r.method} ${r.path}`);
    }
  const out = [];
  out.push('# Map of Converge');
  out.push('');
  out.push('Generated by `npm run map` (`scripts/map.mjs`) from the source: do not edit by hand. A unit test');
  out.push('(`libs/contracts/test/map.spec.ts`) fails when this file and the source disagree; run `npm run map`.');
  out.push('');
  out.push('Two hops from a URL to the code: find the route below, follow its RPC subject to the handler, then');
  out.push("read the handler's feature folder (`<feature>.rules.ts`, `<feature>.repository.ts`, `<feature>.events.ts`).");
  out.push('Events show who publishes them (through the outbox) and who consumes them.');
  out.push('');
  out.push('- [REST routes](#rest-routes)');
  out.push('- [RPC subjects](#rpc-subjects)');
  out.push('- [Events](#events)');
  out.push('');
  out.push('## REST routes');
  out.push('');
  out.push(`${routes.length} routes (gateway). "—" means the route answers without asking a service (health, sessions, static).`);
  out.push('');
  out.push('| route | controller | RPC subjects |');
  out.push('|---|---|---|');
  for (const r of routes) out.push(`| \`${r.method} ${r.path}\` | \`${r.where}\` | ${cell(r.subjects)} |`);
  out.push('');
  out.push('## RPC subjects');
  out.push('');
  out.push('From `RPC` in `libs/contracts/src/rpc/patterns.ts`. Actor: the rule declared with');
  out.push('`@RpcHandler(subject, { actor })` (`required`, `admin`, `optional`); "not declared" is a handler');
  out.push('still in the older form. "Other callers" are gateway guards and pushers, and services asking services.');
  const areas = [...new Set(subjects.map((s) => s.area))];
  for (const area of areas) {
    out.push('');
    out.push(`### ${area}`);
    out.push('');
    out.push('| subject | actor | handler | gateway routes | other callers |');
    out.push('|---|---|---|---|---|');
    for (const s of subjects.filter((x) => x.area === area)) {
      const hs = handlers.get(s.subject) ?? [];
      const actor = hs.length ? [...new Set(hs.map((h) => h.actor ?? 'not declared'))].join(', ') : '—';
      out.push(
        `| \`${s.subject}\`<br>\`RPC.${s.area}.${s.key}\` | ${actor} | ${cell(hs.map((h) => h.where))} | ${cell([...new Set(routesBySubject.get(s.subject) ?? [])])} | ${cell([...(otherCallers.get(s.subject) ?? [])].sort())} |`,
      );
    }
  }
  const unknown = [...handlers.keys()].filter((s) => !subjects.some((x) => x.subject === s));
  if (unknown.length) {
    out.push('');
    out.push('Handlers for subjects not in `RPC`: ' + unknown.map((s) => `\`${s}\``).join(', '));
  }
  out.push('');
  out.push('## Events');
  out.push('');
  out.push('From `eventCatalog` in `libs/contracts/src/events/catalog.ts`. Producers write the event to their');
  out.push('outbox in the transaction of the change; consumers are durable JetStream consumers (`@OnEvent`, each');
  out.push('run in an inbox transaction keyed by the event id) or gateway socket pushers.');
  out.push('');
  out.push('| event | subject | producers | consumers |');
  out.push('|---|---|---|---|');
  for (const e of events) {
    out.push(`| \`${e.type}\` | \`${e.subject}\` | ${cell([...(producers.get(e.type) ?? [])].sort())} | ${cell([...(consumers.get(e.type) ?? [])].sort())} |`);
  }
  out.push('');
  return out.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const map = renderMap();
  const file = path.join(root, MAP_FILE);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {}
    if (current !== map) {
      console.error(`${MAP_FILE} differs from the source: run npm run map`);
      process.exit(1);
    }
    console.log(`${MAP_FILE} is up to date`);
  } else {
    writeFileSync(file, map);
    console.log(`wrote ${MAP_FILE}`);
  }
}
