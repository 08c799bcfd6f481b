import { assertRoomForContact, requireE164, toE164 } from './trusted-contacts.rules.js';

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

test('a phone given for a contact is stored in E.164; one that cannot exist is a 400 naming the field; none given stays none', () => {
  expect(requireE164('+44 20 7946 0958', 'phone')).toBe('+442079460958');
  expect(() => requireE164('+10000000000', 'phone')).toThrow(
    expect.objectContaining({ status: 400, fields: { phone: 'Please enter a valid phone number with its country code, e.g. +14155550123.' } }),
  );
  expect(() => requireE164('hello', 'recipientPhone')).toThrow(
    expect.objectContaining({ status: 400, fields: { recipientPhone: 'Please enter a valid phone number with its country code, e.g. +14155550123.' } }),
  );
  expect(requireE164(undefined, 'phone')).toBeUndefined();
});
