// The rules live in tools/lint (its own workspace, because typescript-eslint needs TypeScript 6's API).
export { default } from './tools/lint/config.js';
