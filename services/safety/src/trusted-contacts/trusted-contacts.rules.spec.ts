import { assertRoomForContact, toE164 } from './trusted-contacts.rules.js';

test('a fifth contact fits, a sixth does not (409)', () => {
  expect(() => assertRoomForContact(4)).not.toThrow();
  expect(() => assertRoomForContact(5)).toThrow(expect.objectContaining({ status: 409, message: 'You can have at most 5 trusted contacts. Remove one to add another.' }));
});

test('real numbers come back in E.164', () => {
  expect(toE164('+14155552671')).toBe('+14155552671');
  expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
});

test('numbers that cannot exist are refused', () => {
  expect(toE164('+10000000000')).toBeNull();
  expect(toE164('+4412')).toBeNull();
  expect(toE164('hello')).toBeNull();
});
