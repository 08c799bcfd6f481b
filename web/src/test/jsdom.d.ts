// jsdom ships no types and @types/jsdom is not installed; only the test environment uses it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: Record<string, unknown>);
    readonly window: Window & typeof globalThis & { close(): void };
  }
}
