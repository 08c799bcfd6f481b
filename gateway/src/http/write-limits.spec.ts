import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every state-changing route of every controller carries a per-person
 * limit (@PerPersonLimit). Read from the sources, so a new route without one fails here.
 */
const EXEMPT: Record<string, string> = {
  'POST /api/auth/register': 'no person yet: limited per IP and per email in the controller',
  'POST /api/auth/signin': 'no person yet: limited per IP and per account in the controller',
  'POST /api/auth/logout': 'ends only the caller’s own session',
  'POST /api/mail/unsubscribe': 'no person: a mail recipient with a signed token; invalid tokens are limited per IP in the controller',
};

function controllerFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? controllerFiles(full) : name.endsWith('.controller.ts') ? [full] : [];
  });
}

function stateChangingRoutes(): Array<{ route: string; limited: boolean }> {
  const found: Array<{ route: string; limited: boolean }> = [];
  for (const file of controllerFiles(path.dirname(fileURLToPath(import.meta.url)))) {
    for (const part of readFileSync(file, 'utf8').split(/(?=@Controller\()/)) {
      const prefix = /^@Controller\(\s*'([^']*)'/.exec(part)?.[1];
      if (prefix === undefined) continue;
      const lines = part.split('\n');
      lines.forEach((line, i) => {
        const match = /^\s*@(Post|Put|Patch|Delete)\(\s*(?:'([^']*)')?\s*\)/.exec(line);
        if (!match) return;
        // The decorators of one method: the lines around it that start with '@'.
        let start = i;
        while (start > 0 && /^\s*@/.test(lines[start - 1]!)) start--;
        let end = i;
        while (end + 1 < lines.length && /^\s*@/.test(lines[end + 1]!)) end++;
        const block = lines.slice(start, end + 1).join('\n');
        found.push({ route: `${match[1]!.toUpperCase()} /${[prefix, match[2]].filter(Boolean).join('/')}`, limited: block.includes('@PerPersonLimit(') });
      });
    }
  }
  return found;
}

test('every POST, PUT, PATCH and DELETE route has a per-person limit (or a stated reason it cannot)', () => {
  const routes = stateChangingRoutes();
  expect(routes.length).toBeGreaterThan(40);
  expect(routes.filter((r) => !r.limited && !(r.route in EXEMPT)).map((r) => r.route)).toEqual([]);
  for (const route of Object.keys(EXEMPT)) expect(routes.map((r) => r.route)).toContain(route);
});
