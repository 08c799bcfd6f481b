import { createTextClassifier, LocalTextClassifier, orderedCategories, RemoteTextClassifier } from './index.js';

describe('choosing a classifier', () => {
  test('local by default, and without a URL even when remote is asked for', () => {
    expect(createTextClassifier({}).name).toBe('local');
    expect(createTextClassifier({ MODERATION_CLASSIFIER: 'remote' }).name).toBe('local');
    expect(createTextClassifier({ MODERATION_CLASSIFIER: 'remote', MODERATION_REMOTE_URL: 'http://127.0.0.1:1/x' }).name).toBe('remote');
  });

  test('categories are ordered and deduplicated, unknown names dropped', () => {
    expect(orderedCategories(['money', 'threat', 'money', 'nonsense'])).toEqual(['threat', 'money']);
  });
});

describe('the remote adapter', () => {
  const local = new LocalTextClassifier();
  const answering = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  test('uses the remote answer when there is one', async () => {
    const remote = new RemoteTextClassifier('http://m', local, 800, answering(200, { categories: ['hate', 'bogus'] }));
    await expect(remote.classify('hello')).resolves.toEqual(['hate']);
  });

  test.each([
    ['an error status', answering(500, {})],
    ['an odd body', answering(200, { labels: 'x' })],
    [
      'no connection',
      (async () => {
        throw new Error('ECONNREFUSED');
      }) as unknown as typeof fetch,
    ],
  ])('falls back to local on %s', async (_case, fetchImpl) => {
    const remote = new RemoteTextClassifier('http://m', local, 800, fetchImpl);
    await expect(remote.classify('I know where you live')).resolves.toEqual(['threat']);
  });
});
