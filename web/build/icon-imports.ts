import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * `import { Check, Phone } from 'lucide-react'` becomes `import Check from 'lucide-react/icons/check'`
 * (a subpath the package exports for each icon), in the app's own code, at build time.
 *
 * Through the package's index every icon the app uses anywhere looked like a static import of whatever
 * first imported the index: the app's core (bottom navigation), so a cold screen downloaded all hundred
 * and ten (about 10 KB compressed) to draw four. Imported one by one, an icon is a module of the screen
 * that draws it and travels with that screen's code (build/cold-start-chunk.ts). Next.js does the same
 * for this package (`optimizePackageImports`).
 */
export function iconImports(packageName = 'lucide-react'): Plugin {
  let fileOf: Map<string, string> | undefined;
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${packageName.replace(/[/.-]/g, (c) => `\\${c}`)}['"];?`, 'g');
  return {
    name: 'converge-icon-imports',
    apply: 'build',
    transform: {
      filter: { id: /\/src\/.*\.[jt]sx?$/, code: packageName },
      handler(code) {
        fileOf ??= iconFiles(packageName);
        const icons = fileOf;
        let changed = false;
        const rewritten = code.replace(pattern, (statement, clause: string) => {
          const imports = iconImportsIn(clause, icons);
          if (!imports) return statement; // a name that is not an icon (a helper or a type): leave it whole
          changed = true;
          return imports.map(({ local, file }) => `import ${local} from '${packageName}/icons/${file}';`).join('\n');
        });
        return changed ? { code: rewritten, map: null } : null;
      },
    },
  };
}

/** One default import per icon of an import clause's names, or undefined when one of them is not an icon. */
export function iconImportsIn(clause: string, fileOf: Map<string, string>): { local: string; file: string }[] | undefined {
  const imports: { local: string; file: string }[] = [];
  for (const part of clause.split(',')) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    if (trimmed.startsWith('type ')) continue; // erased anyway
    const [imported, local = imported] = trimmed.split(/\s+as\s+/).map((name) => name.trim());
    const file = fileOf.get(imported!);
    if (!file) return undefined;
    imports.push({ local: local!, file });
  }
  return imports;
}

/**
 * Each icon's file, by every name the package's index exports it under (`Check`, `CheckIcon`,
 * `LucideCheck` → `check`), read from the index's own re-exports.
 */
export function iconFiles(packageName: string): Map<string, string> {
  const require = createRequire(import.meta.url);
  const index = require.resolve(packageName).replace(/[/\\]cjs[/\\].*$/, '/esm/lucide-react.mjs');
  return iconFilesIn(readFileSync(index, 'utf8'));
}

/** Parses `export { default as A, default as B } from './icons/a.mjs';` lines. */
export function iconFilesIn(indexCode: string): Map<string, string> {
  const fileOf = new Map<string, string>();
  for (const [, names, file] of indexCode.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]\.\/icons\/([\w-]+)\.mjs['"]/g)) {
    for (const name of names!.split(',')) {
      const match = /default\s+as\s+(\w+)/.exec(name);
      if (match) fileOf.set(match[1]!, file!);
    }
  }
  return fileOf;
}
