import { FALLBACK_NAME, namesFromIdentityAnswer } from './people.rules.js';

test('reads the names whatever envelope identity answers with', () => {
  const expected = new Map([['u1', 'Ana']]);
  expect(namesFromIdentityAnswer({ names: { u1: 'Ana' } })).toEqual(expected);
  expect(namesFromIdentityAnswer({ u1: 'Ana' })).toEqual(expected);
  expect(namesFromIdentityAnswer([{ userId: 'u1', displayName: 'Ana' }])).toEqual(expected);
  expect(
    namesFromIdentityAnswer({
      users: [
        { id: 'u1', displayName: 'Ana' },
        { id: 'u2', displayName: '  ' },
      ],
    }),
  ).toEqual(expected);
  expect(namesFromIdentityAnswer({ users: [{ id: 'u1', name: 'Ana' }] })).toEqual(expected);
  expect(namesFromIdentityAnswer(null)).toEqual(new Map());
});

test('an entry without a usable id or name is left out (that person shows as the fallback name), the others still read', () => {
  const expected = new Map([['u1', 'Ana']]);
  expect(namesFromIdentityAnswer([null, 'u3', { userId: 7, displayName: 'Seven' }, { userId: 'u4', displayName: 42 }, { userId: 'u5' }, { userId: 'u1', displayName: 'Ana' }])).toEqual(
    expected,
  );
  expect(namesFromIdentityAnswer({ names: { u1: 'Ana', u2: null, u3: 5 } })).toEqual(expected);
  expect(namesFromIdentityAnswer({ names: null })).toEqual(new Map());
  expect(namesFromIdentityAnswer('Ana')).toEqual(new Map());
});

test('a person whose name is not known is shown as a Converge member', () => {
  expect(FALLBACK_NAME).toBe('Converge member');
});
