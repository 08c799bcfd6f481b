import { CREATE_SEND_BATCH_FUNCTION, DROP_SEND_BATCH_FUNCTION, SEND_BATCH_FUNCTION } from './send-batch-function.js';
import { CREATE_SEND_BATCH_FUNCTION_V1, DROP_SEND_BATCH_FUNCTION_V1 } from './send-batch-function-sql/v1.js';

// The migration installs the frozen text; the service calls the function by name and the body is
// generated from the one-send statement. A change to either generates a different text: that is a new
// version (a new name, frozen file and migration), never an edit of v1.ts.
test('send-batch-function.ts generates exactly the SQL migration 1849835000001 installs (send-batch-function-sql/v1.ts)', () => {
  expect(SEND_BATCH_FUNCTION).toBe('chat_send_message_batch_v1');
  expect(CREATE_SEND_BATCH_FUNCTION).toBe(CREATE_SEND_BATCH_FUNCTION_V1);
  expect(DROP_SEND_BATCH_FUNCTION).toBe(DROP_SEND_BATCH_FUNCTION_V1);
});
