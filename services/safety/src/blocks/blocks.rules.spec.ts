import { assertNotSelf } from './blocks.rules.js';

test('blocking or reporting yourself is a 400 naming the field', () => {
  expect(() => assertNotSelf('a', 'a', 'blockedUserId', 'block')).toThrow(expect.objectContaining({ status: 400, fields: { blockedUserId: 'You cannot block yourself.' } }));
  expect(() => assertNotSelf('a', 'b', 'reportedUserId', 'report')).not.toThrow();
});
