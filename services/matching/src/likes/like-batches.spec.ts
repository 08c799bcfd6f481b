import type { MatchingConfig } from '../config.js';
import { LikeBatches } from './like-batches.js';
import type { LikeCall, LikeCallRow, LikesRepository } from './likes.repository.js';

/** A stand-in for the batch call: records each batch and answers when the test says so (the batching logic is what is under test). */
function fakeRepository() {
  const batches: Array<{ likes: string[]; answer: () => void; fail: (error: Error) => void }> = [];
  const repository = {
    likeBatch: (calls: readonly LikeCall[]) =>
      new Promise<LikeCallRow[]>((resolve, reject) => {
        batches.push({
          likes: calls.map((c) => c.likeId),
          answer: () => resolve(calls.map((c) => ({ like_id: c.likeId }) as unknown as LikeCallRow)),
          fail: reject,
        });
      }),
  } as unknown as LikesRepository;
  return { repository, batches };
}

const config = (max: number, inFlight: number) => ({ LIKE_BATCH_MAX: max, LIKE_BATCHES_IN_FLIGHT: inFlight }) as MatchingConfig;
const like = (likeId: string, pair: string) => ({ likeId, pair }) as LikeCall;
const endOfTurn = () => new Promise((r) => setImmediate(r));

test('the likes of one turn go in one batch, at most LIKE_BATCH_MAX each; each caller gets its own row', async () => {
  const { repository, batches } = fakeRepository();
  const likes = new LikeBatches(repository, config(3, 2));
  const answers = ['a', 'b', 'c', 'd'].map((id) => likes.like(like(id, id)));
  expect(batches).toHaveLength(0);
  await endOfTurn();
  expect(batches.map((b) => b.likes)).toEqual([['a', 'b', 'c'], ['d']]);
  batches.forEach((b) => b.answer());
  expect((await Promise.all(answers)).map((row) => row.like_id)).toEqual(['a', 'b', 'c', 'd']);
});

test("a like whose pair is being written waits for that batch; the pair's likes keep their order", async () => {
  const { repository, batches } = fakeRepository();
  const likes = new LikeBatches(repository, config(10, 2));
  void likes.like(like('first', 'p'));
  await endOfTurn();
  void likes.like(like('second', 'p'));
  void likes.like(like('other', 'q'));
  await endOfTurn();
  expect(batches.map((b) => b.likes)).toEqual([['first'], ['other']]);
  batches[0]!.answer();
  await endOfTurn();
  await endOfTurn();
  expect(batches.map((b) => b.likes)).toEqual([['first'], ['other'], ['second']]);
});

test('no more than LIKE_BATCHES_IN_FLIGHT batches at once: the likes arriving meanwhile go together in the next', async () => {
  const { repository, batches } = fakeRepository();
  const likes = new LikeBatches(repository, config(10, 1));
  void likes.like(like('a', 'a'));
  await endOfTurn();
  void likes.like(like('b', 'b'));
  await endOfTurn();
  void likes.like(like('c', 'c'));
  await endOfTurn();
  expect(batches.map((b) => b.likes)).toEqual([['a']]);
  batches[0]!.answer();
  await endOfTurn();
  await endOfTurn();
  expect(batches.map((b) => b.likes)).toEqual([['a'], ['b', 'c']]);
});

test('a failed batch is tried again one like at a time: only the like that fails hears of it', async () => {
  const { repository, batches } = fakeRepository();
  const likes = new LikeBatches(repository, config(10, 2));
  const answers = ['a', 'bad', 'c'].map((id) =>
    likes.like(like(id, id)).then(
      (row) => row.like_id,
      (error: Error) => error.message,
    ),
  );
  await endOfTurn();
  batches[0]!.fail(new Error('batch failed'));
  for (const id of ['a', 'bad', 'c']) {
    await endOfTurn();
    const alone = batches.at(-1)!;
    expect(alone.likes).toEqual([id]);
    if (id === 'bad') alone.fail(new Error('bad failed'));
    else alone.answer();
  }
  expect(await Promise.all(answers)).toEqual(['a', 'bad failed', 'c']);
});
