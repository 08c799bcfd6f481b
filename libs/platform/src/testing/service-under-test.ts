import type { INestApplicationContext, Type } from '@nestjs/common';
import { bootService } from './boot-service.js';
import { cleanupTestNamespace, newTestNamespace, useTestEnvironment } from './test-namespace.js';

export interface ServiceUnderTest {
  namespace: string;
  /** The booted service (available from the first test on). */
  readonly app: INestApplicationContext;
}

/**
 * The usual Jest fixture of a service integration test, for one test file: a fresh namespace with
 * the test environment (plus `env`), the module booted before the tests, closed and its namespace
 * cleaned up after them.
 */
export function serviceUnderTest(module: Type<unknown>, label: string, env: Record<string, string> = {}): ServiceUnderTest {
  const namespace = newTestNamespace(label);
  useTestEnvironment(namespace, env);
  let app: INestApplicationContext | undefined;
  beforeAll(async () => {
    app = await bootService(module);
  });
  afterAll(async () => {
    await app?.close();
    await cleanupTestNamespace(namespace);
  });
  return {
    namespace,
    get app() {
      if (!app) throw new Error(`${module.name} is not booted yet (use it inside a test or hook)`);
      return app;
    },
  };
}
