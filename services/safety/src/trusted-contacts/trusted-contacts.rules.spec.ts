import { assertRoomForContact } from './trusted-contacts.rules.js';

test('a fifth contact fits, a sixth does not (409)', () => {
  expect(() => assertRoomForContact(4)).not.toThrow();
  expect(() => assertRoomForContact(5)).toThrow(expect.objectContaining({ status: 409, message: 'You can have at most 5 trusted contacts. Remove one to add another.' }));
});
