// ESLint (flat config) for the whole repository: `npm run lint`. Only rules that catch real bugs and the
// folder boundaries; formatting and style are not linted. typescript-eslint runs without type
// information (TypeScript 7 has no JavaScript API; the parser uses this workspace's TypeScript 6).
import './typescript-6.js';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './import-boundaries.js';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/.build/**', '**/.prerender/**', '**/node_modules/**', '.e2e-build/**', '.data/**', 'web/public/**', '**/*.d.ts', 'tools/lint/**'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    plugins: { converge: { rules: { 'import-boundaries': importBoundaries } } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'converge/import-boundaries': 'error',
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
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // A warning (shown, not failing): an intentionally omitted dependency is common; a missing one is a bug to look at.
      'react-hooks/exhaustive-deps': 'warn',
      // Issue 28: what people write (a share's message, a bio, a chat line) is shown as React text, which escapes it.
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text as React children (escaped); never inject HTML.' }],
    },
  },
);
