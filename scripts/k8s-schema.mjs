// Validates one Kubernetes object against the JSON schema of its apiVersion/kind, as kubeconform
// does with -strict, without a cluster or a download: the schemas come from the npm package
// `kubernetes-models` (generated from the OpenAPI spec of a current Kubernetes release, compiled to
// ajv validators). Used by scripts/validate-k8s.mjs.
//
// The upstream schemas do not forbid unknown fields (`replica: 2` instead of `replicas` would pass),
// which is the mistake people make most. So the object is validated through a Proxy that records
// every field the validator reads: a field the schema knows is always read (to check it); a field
// it never read is not in the schema, and is reported like kubeconform's "additional property".

/**
 * The package keeps every API version it ever generated; these are no longer served by a current
 * Kubernetes (removed in 1.16–1.29, see the deprecated API migration guide), so a manifest using
 * them would be refused by the cluster and is refused here.
 */
const REMOVED = new Set([
  'extensions/v1beta1',
  'apps/v1beta1',
  'apps/v1beta2',
  'policy/v1beta1',
  'autoscaling/v2beta1',
  'autoscaling/v2beta2',
  'batch/v1beta1',
  'networking.k8s.io/v1beta1',
  'discovery.k8s.io/v1beta1',
  'events.k8s.io/v1beta1',
  'node.k8s.io/v1beta1',
  'rbac.authorization.k8s.io/v1beta1',
  'scheduling.k8s.io/v1beta1',
  'flowcontrol.apiserver.k8s.io/v1beta1',
  'flowcontrol.apiserver.k8s.io/v1beta2',
  'flowcontrol.apiserver.k8s.io/v1beta3',
  'apiextensions.k8s.io/v1beta1',
  'apiregistration.k8s.io/v1beta1',
  'coordination.k8s.io/v1beta1',
]);

/** `apps/v1` + `Deployment` → the kubernetes-models module that holds its validator. */
function modulePath(apiVersion, kind) {
  return `kubernetes-models/${apiVersion}/${kind}`;
}

function isPlainObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Wraps `value` (deeply, lazily) so that every property read lands in `seen` (object → set of keys). */
function tracked(value, seen, proxies = new WeakMap()) {
  if (value === null || typeof value !== 'object') return value;
  if (proxies.has(value)) return proxies.get(value);
  const proxy = new Proxy(value, {
    get(target, key, receiver) {
      if (typeof key === 'string') {
        if (!seen.has(target)) seen.set(target, new Set());
        seen.get(target).add(key);
      }
      return tracked(Reflect.get(target, key, receiver), seen, proxies);
    },
  });
  proxies.set(value, proxy);
  return proxy;
}

/** Fields of `value` the validator never looked at, as JSON-pointer-like paths. */
function unreadFields(value, seen, path = '') {
  const out = [];
  if (Array.isArray(value)) {
    value.forEach((item, i) => out.push(...unreadFields(item, seen, `${path}/${i}`)));
  } else if (isPlainObject(value)) {
    const read = seen.get(value) ?? new Set();
    for (const [key, child] of Object.entries(value)) {
      if (!read.has(key)) out.push(`${path}/${key}`);
      else out.push(...unreadFields(child, seen, `${path}/${key}`));
    }
  }
  return out;
}

const models = new Map();
async function loadModel(apiVersion, kind) {
  const key = `${apiVersion}/${kind}`;
  if (!models.has(key)) {
    models.set(
      key,
      import(modulePath(apiVersion, kind)).then(
        (module) => module[kind] ?? null,
        () => null,
      ),
    );
  }
  return models.get(key);
}

/**
 * Returns the problems of one object (empty when it is valid): schema violations (wrong types,
 * missing required fields, bad enums/formats) and fields the schema does not have.
 */
export async function schemaErrors(object) {
  const { apiVersion, kind } = object ?? {};
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return ['no apiVersion/kind'];
  if (REMOVED.has(apiVersion)) return [`${apiVersion} ${kind}: this API version is no longer served by Kubernetes`];
  const Model = await loadModel(apiVersion, kind);
  if (!Model) return [`no schema for ${apiVersion} ${kind} (unknown or removed API)`];
  // The top level is checked by hand: the models copy it into a class instance before validating.
  const seen = new Map();
  const errors = [];
  try {
    Model.prototype.validate.call(tracked(object, seen));
  } catch (error) {
    for (const e of error.errors ?? [{ instancePath: '', message: error.message }]) {
      errors.push(`${e.instancePath || '/'} ${e.message ?? e.keyword}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
    }
  }
  // `status` is written by the cluster, never by a manifest; the schema reads it only when present.
  for (const field of unreadFields(object, seen)) errors.push(`${field}: unknown field (not in the ${apiVersion} ${kind} schema)`);
  return errors;
}
