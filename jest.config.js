// Backend tests: unit (*.spec.ts beside the code) and integration (test/*.int-spec.ts against the real
// Postgres, Redis and NATS). TypeScript is compiled by @swc/jest with decorator metadata (ts-jest does
// not work with TypeScript 7); ESM needs NODE_OPTIONS=--experimental-vm-modules (scripts/test.mjs sets it).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const common = {
  transform: { '^.+\\.ts$': swc },
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^@converge/(contracts|platform|moderation)$': '<rootDir>/libs/$1/src/index.ts',
    '^@converge/platform/core$': '<rootDir>/libs/platform/src/core.ts',
    '^@converge/platform/testing/(.+)$': '<rootDir>/libs/platform/src/testing/$1.ts',
    '^@converge/(identity|venue|matching|chat|safety|admin)$': '<rootDir>/services/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
  rootDir: '.',
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{libs,services,gateway}/**/src/**/*.spec.ts', '<rootDir>/libs/contracts/test/*.spec.ts', '<rootDir>/gateway/test/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{libs,services,gateway}/**/test/**/*.int-spec.ts', '<rootDir>/{libs,services}/*/test/**/*.int-spec.ts'],
      testTimeout: 60000,
      setupFilesAfterEnv: ['<rootDir>/jest.integration-setup.js'],
    },
  ],
};
