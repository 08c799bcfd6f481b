import { CREATE_LIKE_FUNCTION, LIKE_FUNCTION } from './like-function.js';
import { CREATE_LIKE_FUNCTION_V4 } from './like-function-sql/v4.js';

// The migration installs the frozen text; the service calls the function by name and the body is
// generated from discovery's visibility rules. A change to either generates a different text: that is
// a new version (a new name, frozen file and migration), never an edit of v4.ts.
test('like-function.ts generates exactly the SQL migration 1849795000000 installs (like-function-sql/v4.ts)', () => {
  expect(LIKE_FUNCTION).toBe('matching_like_v4');
  expect(CREATE_LIKE_FUNCTION).toBe(CREATE_LIKE_FUNCTION_V4);
});
