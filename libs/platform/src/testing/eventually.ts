/**
 * Tests wait for a condition, never for a length of time: polls `check` until it holds and fails with
 * `what` once `timeoutMs` has passed. The one copy for every test (integration and end-to-end).
 */
export async function eventually(what: string, check: () => boolean | Promise<boolean>, { timeoutMs = 15_000, intervalMs = 50 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * eventually() for a value: reads until `ok` holds for what was read, and returns that value (by
 * default until it is neither null, undefined nor false). One copy instead of a waitFor per test file.
 */
export async function eventuallyValue<T>(what: string, read: () => Promise<T | null | undefined | false>): Promise<T>;
export async function eventuallyValue<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, options?: { timeoutMs?: number; intervalMs?: number }): Promise<T>;
export async function eventuallyValue<T>(
  what: string,
  read: () => Promise<T>,
  ok: (value: T) => boolean = (value) => value !== null && value !== undefined && value !== false,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  let last: T | undefined;
  await eventually(what, async () => ok((last = await read())), options);
  return last as T;
}

/**
 * The other half of waiting for conditions: asserts that `check` stays true for `forMs` (for "nothing
 * else happens", e.g. a message is not delivered twice). Fails at the first moment it does not hold.
 */
export async function staysTrue(what: string, check: () => boolean | Promise<boolean>, { forMs = 500, intervalMs = 50 } = {}): Promise<void> {
  const until = Date.now() + forMs;
  do {
    if (!(await check())) throw new Error(`No longer true: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  } while (Date.now() < until);
}
