import { expect, test } from '@jest/globals';
import { isOtherPersonId } from './reach.rules.js';

test("only another person's id names someone to reach", () => {
  expect(isOtherPersonId('them', 'me')).toBe(true);
  expect(isOtherPersonId('me', 'me')).toBe(false);
  expect(isOtherPersonId('', 'me')).toBe(false);
  expect(isOtherPersonId('th\0em', 'me')).toBe(false);
  expect(isOtherPersonId(42, 'me')).toBe(false);
  expect(isOtherPersonId(undefined, 'me')).toBe(false);
});
