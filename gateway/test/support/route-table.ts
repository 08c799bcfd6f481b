import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Route {
  method: string;
  path: string;
  /** Names of the decorators on the handler (e.g. 'AnySignedInPerson', 'PerPersonLimit'). */
  decorators: string[];
}

/**
 * Every route of the gateway's controllers, read from the source (gateway/src/http/**\/*.controller.ts),
 * so a test built on it covers a new route without being edited.
 */
export function gatewayRouteTable(): Route[] {
  const httpDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/http');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.controller.ts')) files.push(full);
    }
  };
  walk(httpDir);
  const routes: Route[] = [];
  for (const file of files) {
    // Each @Controller('prefix') governs the method decorators up to the next @Controller.
    for (const part of readFileSync(file, 'utf8').split(/(?=@Controller\()/)) {
      const prefix = /^@Controller\(\s*'([^']*)'/.exec(part)?.[1];
      if (prefix === undefined) continue;
      const lines = part.split('\n');
      lines.forEach((line, index) => {
        const match = /^\s*@(Get|Post|Put|Patch|Delete)\(\s*(?:'([^']*)')?\s*\)/.exec(line);
        if (!match) return;
        // The handler's decorators: the run of lines starting with '@' around this one.
        let first = index;
        while (first > 0 && /^\s*@/.test(lines[first - 1]!)) first--;
        let last = index;
        while (last + 1 < lines.length && /^\s*@/.test(lines[last + 1]!)) last++;
        const decorators = lines.slice(first, last + 1).map((l) => /^\s*@(\w+)/.exec(l)![1]!);
        routes.push({ method: match[1]!.toUpperCase(), path: `/${[prefix, match[2] ?? ''].filter(Boolean).join('/')}`, decorators });
      });
    }
  }
  return routes;
}
