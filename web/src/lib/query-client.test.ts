import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { createQueryClient } from './query-client';

/** A reader that fails with the given errors first, then answers. */
function reader(failures: unknown[]) {
  let calls = 0;
  const queryFn = async () => {
    calls += 1;
    const failure = failures.shift();
    if (failure) throw failure;
    return { id: 'c1' };
  };
  return { queryFn, calls: () => calls };
}

describe('reads while a service restarts', () => {
  it('a 503 (the service restarting) is read again and the screen gets its data', async () => {
    const client = createQueryClient();
    const { queryFn, calls } = reader([new ApiError(503, '{"message":"The service is temporarily unavailable."}', 'Service Unavailable')]);
    await expect(client.fetchQuery({ queryKey: ['/api/conversations/c1'], queryFn })).resolves.toEqual({ id: 'c1' });
    expect(calls()).toBe(2);
  });

  it('a dropped connection is read again too', async () => {
    const client = createQueryClient();
    const { queryFn, calls } = reader([new Error(NETWORK_ERROR_MESSAGE)]);
    await expect(client.fetchQuery({ queryKey: ['/api/matches'], queryFn })).resolves.toEqual({ id: 'c1' });
    expect(calls()).toBe(2);
  });

  it('a 404 or 403 answers at once: asking again cannot change it', async () => {
    for (const status of [404, 403]) {
      const client = createQueryClient();
      const { queryFn, calls } = reader([new ApiError(status, '{"message":"Conversation not found"}', 'Not Found')]);
      await expect(client.fetchQuery({ queryKey: ['/api/conversations/x'], queryFn })).rejects.toMatchObject({ status });
      expect(calls()).toBe(1);
    }
  });
});
