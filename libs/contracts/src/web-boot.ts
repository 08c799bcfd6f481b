/**
 * What the web page's first script (web/src/app/boot.ts) takes from the contracts, and nothing else:
 * the app's chunks are planned from what that script imports (web/build/cold-start-chunk.ts), and
 * through the whole index it would seem to import every module of the contracts, which then fell out
 * of the app's chunks into a dozen small files a cold screen waited for. Every module here stays
 * without zod.
 */
export * from './i18n/languages.js';
export * from './i18n/language-paths.js';
export * from './screens/first-reads.js';
