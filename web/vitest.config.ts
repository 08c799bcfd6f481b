import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
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
