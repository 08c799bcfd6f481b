import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { tailwindMergeSubset } from './build/tailwind-merge-subset.ts';

export default defineConfig({
  // cn's tailwind-merge configuration (a module written by the build), so tests run the code the phone runs.
  plugins: [react(), tailwindMergeSubset()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    // Our own jsdom environment: see the file for why the built-in one cannot be used here.
    environment: './src/test/jsdom-environment.ts',
    // The mutation tier narrows a run to one module's own specs through VITEST_INCLUDE (see scripts/mutate.mjs).
    include: process.env.VITEST_INCLUDE ? process.env.VITEST_INCLUDE.split(',') : ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
