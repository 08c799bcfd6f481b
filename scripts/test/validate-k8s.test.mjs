// scripts/validate-k8s.mjs is what stops a broken manifest in CI: prove it passes k8s/ as it is and
// fails a copy with each kind of mistake (unknown field, wrong type, removed API, broken reference).
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { root } from '../stack.mjs';

const script = path.join(root, 'scripts/validate-k8s.mjs');
const validate = (...dirs) =>
  new Promise((resolve) => {
    execFile(process.execPath, [script, ...dirs], { cwd: root }, (error, stdout, stderr) => resolve({ code: error ? error.code : 0, out: stdout + stderr }));
  });

/** Rendering needs kubectl with kustomize v4+ (the machine image has it; CI requires it). */
const canRender = (() => {
  try {
    return Number(/Kustomize Version: v(\d+)/.exec(execFileSync('kubectl', ['version', '--client'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[1] ?? 0) >= 4;
  } catch {
    return false;
  }
})();

const copies = [];
/** A copy of k8s/ with `edit(file text) → text` applied to one file. */
function brokenCopy(file, edit) {
  const dir = mkdtempSync(path.join(tmpdir(), 'k8s-'));
  copies.push(dir);
  cpSync(path.join(root, 'k8s'), path.join(dir, 'k8s'), { recursive: true });
  const target = path.join(dir, 'k8s', file);
  const before = readFileSync(target, 'utf8');
  const after = edit(before);
  assert.notEqual(after, before, `the edit of ${file} changed nothing`);
  writeFileSync(target, after);
  return dir;
}
after(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('validate-k8s', () => {
  test('every overlay of k8s/ as committed is valid', async () => {
    const { code, out } = await validate();
    assert.equal(code, 0, out);
    for (const target of ['k8s/base', 'k8s/overlays/dev', 'k8s/overlays/prod']) assert.match(out, new RegExp(`✓ ${target}`));
  });

  const cases = [
    {
      name: 'an unknown field (a typo) in the shape every process shares',
      file: 'base/workload/workload.yaml',
      edit: (t) => t.replace('  revisionHistoryLimit: 5', '  revisionHistoryLimit: 5\n  replica: 2'),
      overlay: 'overlays/prod',
      expect: /Deployment\/(chat|converge-workload): \/spec\/replica: unknown field/,
    },
    {
      name: 'a wrong type coming from a prod patch',
      file: 'overlays/prod/autoscaling.yaml',
      edit: (t) => t.replace('  replicas: 3', '  replicas: three'),
      overlay: 'overlays/prod',
      rendered: true,
      expect: /Deployment\/gateway: \/spec\/replicas must be integer/,
    },
    {
      name: 'an API version Kubernetes no longer serves',
      file: 'base/workload/workload.yaml',
      edit: (t) => t.replace('apiVersion: policy/v1\nkind: PodDisruptionBudget', 'apiVersion: policy/v1beta1\nkind: PodDisruptionBudget'),
      overlay: 'overlays/dev',
      expect: /policy\/v1beta1 PodDisruptionBudget: this API version is no longer served/,
    },
    {
      name: 'a missing required field',
      file: 'overlays/prod/ingress.yaml',
      edit: (t) => t.replace('            pathType: Prefix\n', ''),
      overlay: 'overlays/prod',
      expect: /Ingress\/converge: .*pathType/,
    },
    {
      name: 'a container without its memory limit',
      file: 'base/venue/kustomization.yaml',
      edit: (t) => t.replace(/- op: replace\n(\s+)path: (\S+\/limits\/memory)\n\s+value: \d+Mi/, '- op: remove\n$1path: $2'),
      overlay: 'overlays/dev',
      rendered: true,
      expect: /container venue: resources.limits needs cpu and memory/,
    },
  ];
  for (const c of cases) {
    test(`fails on ${c.name}`, { skip: c.rendered && !canRender && 'needs kubectl with kustomize v4+ to render' }, async () => {
      const dir = brokenCopy(c.file, c.edit);
      const { code, out } = await validate(path.join(dir, 'k8s', c.overlay));
      assert.equal(code, 1, out);
      assert.match(out, c.expect);
      assert.match(out, /✗ /);
    });
  }
});
