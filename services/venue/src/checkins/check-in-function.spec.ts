import { CHECK_IN_FUNCTION_V3, CREATE_CHECK_IN_FUNCTION_V3 } from './check-in-function.js';
import { CREATE_CHECK_IN_FUNCTION_V3 as FROZEN_V3 } from './check-in-function-sql/v3.js';

// The migration installs the frozen text; the service calls the function by name. A change to the
// generated body is a new version (a new name, frozen file and migration), never an edit of v3.ts.
test('check-in-function.ts generates exactly the SQL migration 1849780000000 installs (check-in-function-sql/v3.ts)', () => {
  expect(CHECK_IN_FUNCTION_V3).toBe('venue_check_in_v3');
  expect(CREATE_CHECK_IN_FUNCTION_V3).toBe(FROZEN_V3);
});
