import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes load their chunk on first render: on a busy CI machine that can pass the default 1 s of
// findBy*/waitFor, so they wait up to 5 s (a passing test still returns as soon as the element shows).
configure({ asyncUtilTimeout: 5_000 });

// Testing Library only auto-cleans when test globals are on; we keep globals off, so clean here.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no ResizeObserver; Radix (checkbox, tooltip) measures with it. Nothing to observe in tests.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
