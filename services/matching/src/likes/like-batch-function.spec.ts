import { CREATE_LIKE_BATCH_FUNCTION, DROP_LIKE_BATCH_FUNCTION, LIKE_BATCH_FUNCTION } from './like-batch-function.js';
import { CREATE_LIKE_BATCH_FUNCTION_V1, DROP_LIKE_BATCH_FUNCTION_V1 } from './like-batch-function-sql/v1.js';

// The migration installs the frozen text; the service calls the function by name and the body is
// generated from discovery's visibility rules. A change to either generates a different text: that is
// a new version (a new name, frozen file and migration), never an edit of v1.ts.
test('like-batch-function.ts generates exactly the SQL migration 1849820000000 installs (like-batch-function-sql/v1.ts)', () => {
  expect(LIKE_BATCH_FUNCTION).toBe('matching_like_batch_v1');
  expect(CREATE_LIKE_BATCH_FUNCTION).toBe(CREATE_LIKE_BATCH_FUNCTION_V1);
  expect(DROP_LIKE_BATCH_FUNCTION).toBe(DROP_LIKE_BATCH_FUNCTION_V1);
});
