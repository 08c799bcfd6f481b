#!/usr/bin/env node
// Validates k8s/ without a cluster.
//
//   node scripts/validate-k8s.mjs            (every kustomization under k8s/base and k8s/overlays)
//   node scripts/validate-k8s.mjs k8s/base   (just one)
//
// With kubectl on PATH each kustomization is rendered by `kubectl kustomize` (patches, generators
// and components applied) and every rendered object is validated against the JSON schema of its
// kind in a current Kubernetes release (scripts/k8s-schema.mjs: the npm package kubernetes-models,
// strict about unknown fields, removed API versions refused), then checked for the rules our
// manifests promise: probes, resource limits, non-root, read-only root fs, selectors that match,
// references that resolve. Any problem exits 1, which fails CI (.ci/run).
// The machine image ships kubectl with kustomize v5 (Debian's kubernetes-client is 1.20 with
// kustomize v2, too old for components). Without one it falls back to the source files: every
// kustomization's resources/components exist, and every resource document is schema-checked.
// Set K8S_REQUIRE_RENDER=1 to make a missing kubectl an error instead.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaErrors } from './k8s-schema.mjs';

let YAML;
try {
  YAML = await import('yaml');
} catch {
  console.error('validate-k8s: the `yaml` package is missing (root devDependency); run npm ci.');
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const k8sDir = path.join(root, 'k8s');
const rel = (p) => path.relative(root, p) || '.';

/** Objects the base refers to but deliberately does not ship (each environment provides them). */
const EXTERNAL = new Set(['Secret/converge-secrets']);

/** A kubectl whose built-in kustomize understands components (v4+; Debian's kubernetes-client 1.20 has v2). */
function kubectlAvailable() {
  try {
    const out = execFileSync('kubectl', ['version', '--client'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const major = Number(/Kustomize Version: v(\d+)/.exec(out)?.[1] ?? 0);
    return major >= 4;
  } catch {
    return false;
  }
}

function parseDocs(text, where) {
  const docs = [];
  for (const doc of YAML.parseAllDocuments(text)) {
    if (doc.errors.length) throw new Error(`${where}: ${doc.errors[0].message}`);
    const value = doc.toJS();
    if (value != null) docs.push(value);
  }
  return docs;
}

function kustomizationFile(dir) {
  for (const name of ['kustomization.yaml', 'kustomization.yml', 'Kustomization']) {
    const file = path.join(dir, name);
    if (existsSync(file)) return file;
  }
  return null;
}

/**
 * The kustomizations to check: the first folder holding one on each path down k8s/base and k8s/overlays.
 * Folders inside it (the base's per-process folders and their shared workload/) are pieces of it,
 * checked through it, as components are through the overlays that use them.
 */
function findTargets() {
  const targets = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    if (kustomizationFile(dir)) {
      targets.push(dir);
      return;
    }
    for (const entry of readdirSync(dir)) {
      const child = path.join(dir, entry);
      if (statSync(child).isDirectory()) walk(child);
    }
  };
  walk(path.join(k8sDir, 'base'));
  walk(path.join(k8sDir, 'overlays'));
  return targets;
}

/** Structural checks of one kustomization and everything it includes; returns the objects found. */
function checkSources(dir, errors, seen = new Set()) {
  const file = kustomizationFile(dir);
  if (!file) {
    errors.push(`${rel(dir)}: no kustomization.yaml`);
    return [];
  }
  if (seen.has(file)) return [];
  seen.add(file);
  const [k] = parseDocs(readFileSync(file, 'utf8'), rel(file));
  const objects = [];
  for (const key of ['resources', 'components']) {
    for (const entry of k?.[key] ?? []) {
      const target = path.resolve(dir, entry);
      if (!existsSync(target)) {
        errors.push(`${rel(file)}: ${key} entry "${entry}" does not exist`);
      } else if (statSync(target).isDirectory()) {
        objects.push(...checkSources(target, errors, seen));
      } else {
        for (const doc of parseDocs(readFileSync(target, 'utf8'), rel(target))) {
          for (const field of ['apiVersion', 'kind']) {
            if (!doc[field]) errors.push(`${rel(target)}: a document has no ${field}`);
          }
          if (!doc.metadata?.name) errors.push(`${rel(target)}: a ${doc.kind ?? 'document'} has no metadata.name`);
          Object.defineProperty(doc, '__source', { value: rel(target), enumerable: false });
          objects.push(doc);
        }
      }
    }
  }
  for (const patch of k?.patches ?? []) {
    if (patch.path && !existsSync(path.resolve(dir, patch.path))) {
      errors.push(`${rel(file)}: patch file "${patch.path}" does not exist`);
    }
  }
  return objects;
}

const isSubset = (small = {}, big = {}) => Object.entries(small).every(([k, v]) => big[k] === v);

/** Checks of the rendered objects: what every Converge workload promises. */
function checkRendered(objects, where, errors) {
  const fail = (msg) => errors.push(`${where}: ${msg}`);
  const byKey = new Map();
  for (const o of objects) {
    if (!o.apiVersion || !o.kind || !o.metadata?.name) {
      fail(`object without apiVersion/kind/metadata.name: ${JSON.stringify(o).slice(0, 120)}`);
      continue;
    }
    const key = `${o.kind}/${o.metadata.name}`;
    if (byKey.has(key)) fail(`duplicate ${key}`);
    byKey.set(key, o);
  }
  const has = (kind, name) => byKey.has(`${kind}/${name}`) || EXTERNAL.has(`${kind}/${name}`);
  const workloads = objects.filter((o) => ['Deployment', 'StatefulSet'].includes(o.kind));

  for (const w of workloads) {
    const id = `${w.kind}/${w.metadata.name}`;
    const pod = w.spec?.template?.spec ?? {};
    const podLabels = w.spec?.template?.metadata?.labels ?? {};
    if (!w.spec?.selector?.matchLabels || !isSubset(w.spec.selector.matchLabels, podLabels)) {
      fail(`${id}: selector does not match its pod labels`);
    }
    if (pod.securityContext?.runAsNonRoot !== true) fail(`${id}: pod securityContext.runAsNonRoot is not true`);
    if (pod.serviceAccountName && !has('ServiceAccount', pod.serviceAccountName)) {
      fail(`${id}: ServiceAccount ${pod.serviceAccountName} is not defined`);
    }
    const volumes = new Set((pod.volumes ?? []).map((v) => v.name));
    const claimTemplates = new Set((w.spec?.volumeClaimTemplates ?? []).map((v) => v.metadata?.name));
    for (const v of pod.volumes ?? []) {
      if (v.configMap && !has('ConfigMap', v.configMap.name)) fail(`${id}: volume ${v.name}: ConfigMap ${v.configMap.name} is not defined`);
      if (v.secret && !has('Secret', v.secret.secretName)) fail(`${id}: volume ${v.name}: Secret ${v.secret.secretName} is not defined`);
      if (v.persistentVolumeClaim && !has('PersistentVolumeClaim', v.persistentVolumeClaim.claimName)) {
        fail(`${id}: volume ${v.name}: PersistentVolumeClaim ${v.persistentVolumeClaim.claimName} is not defined`);
      }
    }
    for (const c of pod.containers ?? []) {
      const cid = `${id} container ${c.name}`;
      const portNames = new Set((c.ports ?? []).map((p) => p.name).filter(Boolean));
      const portNumbers = new Set((c.ports ?? []).map((p) => p.containerPort));
      for (const kind of ['requests', 'limits']) {
        if (!c.resources?.[kind]?.cpu || !c.resources?.[kind]?.memory) fail(`${cid}: resources.${kind} needs cpu and memory`);
      }
      for (const probe of ['readinessProbe', 'livenessProbe']) {
        if (!c[probe]) fail(`${cid}: no ${probe}`);
      }
      for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe']) {
        const port = c[probe]?.httpGet?.port ?? c[probe]?.tcpSocket?.port;
        if (port !== undefined && !(typeof port === 'string' ? portNames.has(port) : portNumbers.has(port))) {
          fail(`${cid}: ${probe} port ${port} is not a container port`);
        }
      }
      const sc = c.securityContext ?? {};
      if (sc.readOnlyRootFilesystem !== true) fail(`${cid}: securityContext.readOnlyRootFilesystem is not true`);
      if (sc.allowPrivilegeEscalation !== false) fail(`${cid}: securityContext.allowPrivilegeEscalation is not false`);
      for (const m of c.volumeMounts ?? []) {
        if (!volumes.has(m.name) && !claimTemplates.has(m.name)) fail(`${cid}: volumeMount ${m.name} has no volume`);
      }
      for (const src of c.envFrom ?? []) {
        if (src.configMapRef && !has('ConfigMap', src.configMapRef.name)) fail(`${cid}: ConfigMap ${src.configMapRef.name} is not defined`);
        if (src.secretRef && !has('Secret', src.secretRef.name)) fail(`${cid}: Secret ${src.secretRef.name} is not defined`);
      }
    }

    // Converge's own processes (not the optional dev dependencies) promise more.
    const component = podLabels['app.kubernetes.io/component'];
    if (w.kind === 'Deployment' && (component === 'service' || component === 'gateway')) {
      const name = w.metadata.name;
      const c = pod.containers?.[0] ?? {};
      if (c.image !== `converge/${name}:latest` && !String(c.image).startsWith(`converge/${name}:`)) {
        fail(`${id}: image ${c.image} is not converge/${name}:<tag>`);
      }
      if (c.livenessProbe?.httpGet?.path !== '/health/live') fail(`${id}: livenessProbe is not GET /health/live`);
      if (c.readinessProbe?.httpGet?.path !== '/health/ready') fail(`${id}: readinessProbe is not GET /health/ready`);
      if (!(c.volumeMounts ?? []).some((m) => m.mountPath === '/tmp')) fail(`${id}: no writable /tmp mount`);
      const refs = (c.envFrom ?? []).map((e) => e.configMapRef?.name ?? e.secretRef?.name);
      for (const want of ['converge-config', 'converge-secrets']) {
        if (!refs.some((r) => r === want || r?.startsWith(`${want}-`))) fail(`${id}: envFrom lacks ${want}`);
      }
      const scaled = objects.some((o) => o.kind === 'HorizontalPodAutoscaler' && o.spec?.scaleTargetRef?.kind === 'Deployment' && o.spec.scaleTargetRef.name === name);
      if (!scaled) fail(`${id}: no HorizontalPodAutoscaler`);
      const budget = objects.some((o) => o.kind === 'PodDisruptionBudget' && isSubset(o.spec?.selector?.matchLabels, podLabels));
      if (!budget) fail(`${id}: no PodDisruptionBudget`);
      const admitted = objects.some((o) => o.kind === 'NetworkPolicy' && o.spec?.ingress?.length && isSubset(o.spec?.podSelector?.matchLabels, podLabels));
      if (!admitted) fail(`${id}: no NetworkPolicy admits any ingress`);
    }
  }

  const pods = workloads.map((w) => ({
    labels: w.spec?.template?.metadata?.labels ?? {},
    ports: (w.spec?.template?.spec?.containers ?? []).flatMap((c) => c.ports ?? []),
  }));
  for (const s of objects.filter((o) => o.kind === 'Service')) {
    const id = `Service/${s.metadata.name}`;
    const matched = pods.filter((p) => s.spec?.selector && isSubset(s.spec.selector, p.labels));
    if (!matched.length) {
      fail(`${id}: selector matches no workload`);
      continue;
    }
    for (const port of s.spec?.ports ?? []) {
      const target = port.targetPort ?? port.port;
      const ok = matched.every((p) => p.ports.some((cp) => (typeof target === 'string' ? cp.name === target : cp.containerPort === target)));
      if (!ok) fail(`${id}: targetPort ${target} is not a port of the selected pods`);
    }
  }
  for (const h of objects.filter((o) => o.kind === 'HorizontalPodAutoscaler')) {
    const ref = h.spec?.scaleTargetRef;
    if (!ref || !has(ref.kind, ref.name)) fail(`HorizontalPodAutoscaler/${h.metadata.name}: target ${ref?.kind}/${ref?.name} is not defined`);
    if (h.spec?.minReplicas > h.spec?.maxReplicas) fail(`HorizontalPodAutoscaler/${h.metadata.name}: minReplicas > maxReplicas`);
  }
  for (const b of objects.filter((o) => o.kind === 'PodDisruptionBudget')) {
    if (!pods.some((p) => isSubset(b.spec?.selector?.matchLabels, p.labels))) {
      fail(`PodDisruptionBudget/${b.metadata.name}: selector matches no workload`);
    }
  }
}

/** Schema problems of every object, named `Kind/name: …`. */
async function checkSchemas(objects, where, errors) {
  for (const o of objects) {
    const id = `${o.kind}/${o.metadata?.name}`;
    for (const problem of await schemaErrors(o)) errors.push(`${o.__source ?? where}: ${id}: ${problem}`);
  }
}

const useKubectl = kubectlAvailable();
if (!useKubectl && process.env.K8S_REQUIRE_RENDER === '1') {
  console.error('validate-k8s: K8S_REQUIRE_RENDER=1 but no kubectl with kustomize v4+ on PATH');
  process.exit(1);
}
const targets = process.argv.length > 2 ? process.argv.slice(2).map((p) => path.resolve(p)) : findTargets();
if (!targets.length) {
  console.error('validate-k8s: no kustomization found under k8s/');
  process.exit(1);
}
if (!useKubectl) console.log('validate-k8s: no kubectl with kustomize v4+: source files checked (schemas, references), not rendered');

let failed = 0;
for (const dir of targets) {
  const errors = [];
  let count = 0;
  try {
    const sources = checkSources(dir, errors);
    if (useKubectl) {
      const rendered = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      const objects = parseDocs(rendered, `kubectl kustomize ${rel(dir)}`);
      count = objects.length;
      await checkSchemas(objects, rel(dir), errors);
      checkRendered(objects, rel(dir), errors);
    } else {
      count = sources.length;
      await checkSchemas(sources, rel(dir), errors);
    }
  } catch (err) {
    errors.push(`${rel(dir)}: ${(err.stderr?.toString() || err.message).trim()}`);
  }
  if (errors.length) {
    failed++;
    console.error(`✗ ${rel(dir)}`);
    for (const e of errors) console.error(`    ${e}`);
  } else {
    console.log(`✓ ${rel(dir)}: ${count} objects ${useKubectl ? 'rendered, schema-valid and checked' : 'in the sources, schema-valid'}`);
  }
}
process.exit(failed ? 1 : 0);
