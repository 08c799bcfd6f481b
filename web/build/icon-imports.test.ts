import { describe, expect, it } from 'vitest';
import { iconFiles, iconFilesIn, iconImports, iconImportsIn } from './icon-imports';

const index = [
  "import * as index from './icons/index.mjs';",
  "export { default as Check, default as CheckIcon, default as LucideCheck } from './icons/check.mjs';",
  "export { default as MessageCircle, default as MessageCircleIcon } from './icons/message-circle.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
].join('\n');

describe('icons imported one by one', () => {
  it('reads each icon’s file under every name the index gives it, and nothing that is not an icon', () => {
    const fileOf = iconFilesIn(index);
    expect(fileOf.get('Check')).toBe('check');
    expect(fileOf.get('LucideCheck')).toBe('check');
    expect(fileOf.get('MessageCircleIcon')).toBe('message-circle');
    expect(fileOf.has('createLucideIcon')).toBe(false);
  });

  it('turns a named import into one default import per icon, keeping local names', () => {
    const fileOf = iconFilesIn(index);
    expect(iconImportsIn(' Check, MessageCircle as Bubble, type LucideIcon ', fileOf)).toEqual([
      { local: 'Check', file: 'check' },
      { local: 'Bubble', file: 'message-circle' },
    ]);
    // A helper among the names: the statement stays as written.
    expect(iconImportsIn('Check, createLucideIcon', fileOf)).toBeUndefined();
  });

  it('rewrites the app’s imports to the package’s per-icon subpaths, which it exports', async () => {
    const plugin = iconImports();
    const transform = plugin.transform as { handler: (code: string, id: string) => { code: string } | null };
    const code = "import { useState } from 'react';\nimport { Check, Phone as Call } from 'lucide-react';\nexport const icons = [Check, Call];";
    const result = transform.handler(code, '/app/web/src/features/chat/chat-view.tsx');
    expect(result?.code).toContain("import Check from 'lucide-react/icons/check';");
    expect(result?.code).toContain("import Call from 'lucide-react/icons/phone';");
    expect(result?.code).not.toMatch(/from 'lucide-react';/);
    expect(transform.handler("import { useState } from 'react';", '/app/web/src/x.tsx')).toBeNull();
    // Every name resolves to a file the package ships.
    const { existsSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const packageDir = createRequire(import.meta.url)
      .resolve('lucide-react')
      .replace(/[/\\]dist[/\\].*$/, '');
    expect(existsSync(`${packageDir}/dist/esm/icons/${iconFiles('lucide-react').get('Phone')}.mjs`)).toBe(true);
  });
});
