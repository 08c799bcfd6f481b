// Type-checks every workspace with TypeScript 7 (swc builds without checking types).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './stack.mjs';

const projects = [
  'libs/contracts',
  'libs/platform',
  'libs/moderation',
  'services/identity',
  'services/venue',
  'services/matching',
  'services/chat',
  'services/safety',
  'services/admin',
  'gateway',
  'web',
  'e2e',
];
let failed = false;
for (const project of projects) {
  if (!existsSync(path.join(root, project, 'tsconfig.json'))) continue;
  try {
    execFileSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(project, 'tsconfig.json')], { cwd: root, stdio: 'inherit' });
    console.log(`✓ ${project}`);
  } catch {
    console.log(`✗ ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
