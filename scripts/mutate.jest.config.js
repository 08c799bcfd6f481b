// The unit project of jest.config.js as a single-project config for Stryker's Jest runner (it merges
// its own options into one config; a multi-project config would also load the integration setup).
// scripts/mutate.mjs narrows testMatch to the mutated module's own specs.
import jestConfig from '../jest.config.js';

const { displayName: _name, ...unit } = jestConfig.projects.find((p) => p.displayName === 'unit');

export default { ...unit, rootDir: '..' };
