// ESLint (flat config) for the whole repository: `npm run lint`. Only rules that catch real bugs, the
// folder boundaries (boundaries.js) and import cycles; formatting is Prettier's (`npm run format:check`).
// typescript-eslint runs without type information (TypeScript 7 has no JavaScript API; the parser uses
// this workspace's TypeScript 6). Imports are resolved by eslint-import-resolver-typescript with each
// package's tsconfig.json, so web/'s `@/` alias and the `@converge/<package>` links land on real files.
import './typescript-6.js';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { root, services, zones } from './boundaries.js';

const tsconfigs = ['web', 'gateway', 'libs/contracts', 'libs/platform', ...services.map((s) => `services/${s}`)].map((dir) => `${root}/${dir}/tsconfig.json`);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/.build/**', '**/.prerender/**', '**/node_modules/**', '.e2e-build/**', '.data/**', 'web/public/**', '**/*.d.ts', 'tools/lint/**'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, project: tsconfigs, noWarnOnMultipleProjects: true })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // A cycle between modules of the repository (packages from node_modules are not followed).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Bug-finding rules only: these recommended ones are about style or are checked by tsc already.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-empty-function': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-namespace': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      // `const schema = z.object(shape)` kept only for `z.infer<typeof schema>` is a habit, not a bug.
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', varsIgnorePattern: '^_|^schema$', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/triple-slash-reference': 'off',
      'no-unused-vars': 'off',
      'no-undef': 'off', // tsc checks names
      'no-empty': ['error', { allowEmptyCatch: true }],
      'prefer-const': 'off',
      'no-control-regex': 'off',
      'no-useless-escape': 'off',
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true, allowTaggedTemplates: true }],
    },
  },
  {
    // no-restricted-paths lets gateway tests reach a service's entry file; only its package name may.
    files: ['gateway/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^[./]+/services/', message: 'Gateway tests import a service by its package name only (@converge/<service>).' },
            { regex: `^@converge/(${services.join('|')})/`, message: 'Gateway tests import a service by its package name only, not a path inside it.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // A warning (shown, not failing): an intentionally omitted dependency is common; a missing one is a bug to look at.
      'react-hooks/exhaustive-deps': 'warn',
      // What people write (a share's message, a bio, a chat line) is shown as React text, which escapes it.
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text as React children (escaped); never inject HTML.' }],
    },
  },
);
