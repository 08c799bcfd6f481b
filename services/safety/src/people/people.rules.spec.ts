import { namesFromIdentityAnswer } from './people.rules.js';

test('reads the names whatever envelope identity answers with', () => {
  const expected = new Map([['u1', 'Ana']]);
  expect(namesFromIdentityAnswer({ names: { u1: 'Ana' } })).toEqual(expected);
  expect(namesFromIdentityAnswer({ u1: 'Ana' })).toEqual(expected);
  expect(namesFromIdentityAnswer([{ userId: 'u1', displayName: 'Ana' }])).toEqual(expected);
  expect(namesFromIdentityAnswer({ users: [{ id: 'u1', displayName: 'Ana' }, { id: 'u2', displayName: '  ' }] })).toEqual(expected);
  expect(namesFromIdentityAnswer(null)).toEqual(new Map());
});
