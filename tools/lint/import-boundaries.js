// The folder boundaries of ARCHITECTURE.md §2 as one ESLint rule: it resolves every import (relative or
// `@converge/<package>`) to a folder of the repository and checks it against the importing file's place.
//   services/<s>/**        imports its own service and libs/* only
//   gateway/src/**         imports no service and no web code
//   gateway/test/**        imports a service only by its package name (`@converge/<s>`), never its files
//   libs/**                imports no service, gateway or web code (libs/contracts not even libs/platform)
//   web/src/**             imports no server code (only libs/contracts); a feature in
//                          web/src/features/<f>/ imports no other feature
import path from 'node:path';

const defaultRoot = path.resolve(import.meta.dirname, '../..');
const packages = {
  contracts: 'libs/contracts', platform: 'libs/platform', gateway: 'gateway', web: 'web',
  identity: 'services/identity', venue: 'services/venue', matching: 'services/matching',
  chat: 'services/chat', safety: 'services/safety', admin: 'services/admin',
};

/** Where an import points, as a path relative to the repository root; null for outside packages. */
function target(root, fromFile, specifier) {
  if (specifier.startsWith('.')) return path.relative(root, path.resolve(path.dirname(fromFile), specifier)).split(path.sep).join('/');
  const m = /^@converge\/([^/]+)(\/.*)?$/.exec(specifier);
  if (!m) return null;
  const dir = packages[m[1]];
  return dir ? `${dir}${m[2] ?? ''}` : null;
}

const within = (p, dir) => p === dir || p.startsWith(`${dir}/`);
const serviceOf = (p) => /^services\/([^/]+)/.exec(p)?.[1];
const featureOf = (p) => /^web\/src\/features\/([^/]+)\//.exec(p)?.[1];

/** Returns why an import breaks a boundary, or undefined when it is allowed. */
export function violation(file, specifier, root = defaultRoot) {
  const to = target(root, file, specifier);
  if (to === null) return undefined;
  const from = path.relative(root, file).split(path.sep).join('/');
  const fromService = serviceOf(from);
  const toService = serviceOf(to);
  if (fromService) {
    if (toService && toService !== fromService) return `a service imports only libs/* (services/${fromService} imports services/${toService})`;
    if (within(to, 'gateway') || within(to, 'web')) return `a service imports only libs/* (not ${to.split('/')[0]})`;
    return undefined;
  }
  if (within(from, 'libs')) {
    if (toService || within(to, 'gateway') || within(to, 'web')) return 'libs import no service, gateway or web code';
    if (within(from, 'libs/contracts') && within(to, 'libs/platform')) return 'libs/contracts is shared with the web app: it imports no server code';
    return undefined;
  }
  if (within(from, 'gateway/src')) {
    if (toService) return 'the gateway talks to services over NATS only: import their contracts from @converge/contracts';
    if (within(to, 'web')) return 'the gateway imports no web code';
    return undefined;
  }
  if (within(from, 'gateway/test')) {
    if (toService && !/^@converge\/[^/]+$/.test(specifier)) return `gateway tests import a service by its package name only (@converge/${toService}), not its internals`;
    return undefined;
  }
  if (within(from, 'web')) {
    if (toService || within(to, 'gateway') || within(to, 'libs/platform')) return 'the web app imports no server code (only @converge/contracts)';
    const fromFeature = featureOf(from);
    const toFeature = featureOf(to);
    if (fromFeature && toFeature && toFeature !== fromFeature) {
      return `web features import no other feature (features/${fromFeature} imports features/${toFeature}): move what both need to web/src/components or web/src/lib`;
    }
  }
  return undefined;
}

export const importBoundaries = {
  meta: { type: 'problem', docs: { description: 'Keep the folder boundaries of ARCHITECTURE.md §2' }, schema: [], messages: { crossed: '{{why}}' } },
  create(context) {
    const check = (node) => {
      const source = node?.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const why = violation(context.filename, source.value, context.cwd ?? defaultRoot);
      if (why) context.report({ node: source, messageId: 'crossed', data: { why } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: (node) => check({ source: node.argument?.literal ?? node.argument }),
    };
  },
};
