// typescript-eslint and ts-api-utils `require('typescript')`; the repository's `typescript` is TypeScript 7,
// which has no JavaScript API. npm hoists ts-api-utils next to it (its peer range accepts 7), so every
// `require('typescript')` made while linting is pointed at this workspace's TypeScript 6.
import { createRequire } from 'node:module';
import Module from 'node:module';

const typescript6 = createRequire(import.meta.url).resolve('typescript');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'typescript' ? typescript6 : resolve.call(this, request, ...rest);
};
