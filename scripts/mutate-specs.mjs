// Which specs belong to a module (scripts/mutate.mjs, scripts/hand-mutations.mjs): the unit specs that
// import it by a relative path (or `@/…` in the web), so a mutant is judged by the module's own tests.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './stack.mjs';

export const rel = (file) => path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
const expand = (patterns) => [...new Set(patterns.flatMap((p) => globSync(p, { cwd: root, exclude: (f) => f.includes('node_modules') }).map(rel)))].sort();

export const isWeb = (module) => module.startsWith('web/');

/** The module's own specs: unit spec files that import it by a relative path (or `@/…` in the web). */
export function specsOf(module) {
  const specs = isWeb(module) ? expand(['web/src/**/*.test.{ts,tsx}']) : expand(['{libs,services,gateway}/**/src/**/*.spec.ts', 'libs/contracts/test/*.spec.ts']);
  const target = module.replace(/\.tsx?$/, '');
  return specs.filter((spec) => {
    const source = readFileSync(path.join(root, spec), 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      let resolved;
      if (specifier.startsWith('.')) resolved = rel(path.join(path.dirname(spec), specifier));
      else if (specifier.startsWith('@/') && isWeb(module)) resolved = `web/src/${specifier.slice(2)}`;
      else continue;
      if (resolved.replace(/\.(js|ts|tsx)$/, '') === target) return true;
    }
    return false;
  });
}
