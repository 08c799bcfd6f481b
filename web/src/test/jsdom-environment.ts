import { populateGlobal, type Environment } from 'vitest/runtime';

/**
 * jsdom for vitest, loaded from this workspace. Vitest's built-in "jsdom" environment imports
 * jsdom from vitest's own folder (the hoisted root node_modules), but npm installs jsdom under
 * web/node_modules, so the built-in one cannot find it. This mirrors the built-in setup.
 */
export default <Environment>{
  name: 'jsdom',
  viteEnvironment: 'client',
  async setup(global) {
    const { JSDOM } = await import('jsdom');
    const dom = new JSDOM('<!DOCTYPE html>', {
      pretendToBeVisual: true,
      runScripts: 'dangerously',
      url: 'http://localhost:3000',
    });
    const restoreListeners = patchAddEventListener(dom.window);
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    return {
      teardown(g) {
        restoreListeners();
        dom.window.close();
        keys.forEach((key) => delete g[key]);
        originals.forEach((v, k) => (g[k] = v));
      },
    };
  },
};

/**
 * Node's AbortSignal (used by fetch, react-query) is not jsdom's; jsdom's addEventListener rejects
 * it. Translate such signals to a jsdom one, as vitest's own environment does.
 */
function patchAddEventListener(window: Window & typeof globalThis) {
  const controllers = new WeakMap<AbortSignal, AbortController>();
  const original = window.EventTarget.prototype.addEventListener;
  // Plain boolean (not a type guard): both classes share one TypeScript type.
  const isJsdomSignal = (s: unknown): boolean => s instanceof window.AbortSignal;
  window.EventTarget.prototype.addEventListener = function (type, callback, options) {
    const signal = typeof options === 'object' ? options?.signal : undefined;
    if (typeof options === 'object' && signal && !isJsdomSignal(signal)) {
      const { signal: _ignored, ...rest } = options;
      let ctrl = controllers.get(signal);
      if (!ctrl) {
        ctrl = new window.AbortController();
        const c = ctrl;
        signal.addEventListener('abort', () => c.abort(signal.reason));
        controllers.set(signal, ctrl);
      }
      return original.call(this, type, callback, { ...rest, signal: ctrl.signal });
    }
    return original.call(this, type, callback, options);
  };
  return () => {
    window.EventTarget.prototype.addEventListener = original;
  };
}
