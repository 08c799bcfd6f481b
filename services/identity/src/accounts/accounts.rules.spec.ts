import { computeAge, normalizeLookingFor, RpcError } from '@converge/contracts';
import { checkBirthDate } from './accounts.rules.js';

const today = new Date('2025-06-15T12:00:00Z');

describe('computeAge', () => {
  test('counts this year only once the birthday has come', () => {
    expect(computeAge('2000-06-14', today)).toBe(25);
    expect(computeAge('2000-06-15', today)).toBe(25);
    expect(computeAge('2000-06-16', today)).toBe(24);
    expect(computeAge('2000-07-01', today)).toBe(24);
    expect(computeAge('2000-01-31', today)).toBe(25);
  });

  test('a 29 February birthday counts from 1 March in other years', () => {
    expect(computeAge('2004-02-29', new Date('2022-02-28T12:00:00Z'))).toBe(17);
    expect(computeAge('2004-02-29', new Date('2022-03-01T12:00:00Z'))).toBe(18);
  });
});

describe('checkBirthDate', () => {
  const refused = (dob: string | undefined) => {
    try {
      checkBirthDate(dob, today);
    } catch (error) {
      return error as RpcError;
    }
    throw new Error('expected a refusal');
  };

  test('18 today passes; 18 tomorrow is refused with the current age', () => {
    expect(checkBirthDate('2007-06-15', today)).toBe(18);
    const error = refused('2007-06-16');
    expect(error.status).toBe(403);
    expect(error.code).toBe('UNDER_AGE');
    expect(error.message).toBe('You must be 18 or older to use Converge (Current age: 17)');
  });

  test('missing, malformed, impossible and future dates are 400', () => {
    expect(refused(undefined).status).toBe(400);
    expect(refused('15/06/1990').status).toBe(400);
    expect(refused('1990-02-30').status).toBe(400);
    const future = refused('2025-06-16');
    expect(future.status).toBe(400);
    expect(future.message).toBe('Your date of birth cannot be in the future');
  });

  test('no date at all is asked for, an unreadable one is called invalid', () => {
    expect(refused(undefined).message).toBe('Please enter your date of birth');
    expect(refused('').message).toBe('Please enter your date of birth');
    expect(refused('1990-02-30').message).toBe('Please enter a valid date of birth');
  });

  test("today's date is no future date: it is refused as under 18 (age 0)", () => {
    const error = refused('2025-06-15');
    expect(error.status).toBe(403);
    expect(error.message).toBe('You must be 18 or older to use Converge (Current age: 0)');
  });
});

describe('normalizeLookingFor', () => {
  test('Everyone excludes the others', () => {
    expect(normalizeLookingFor(['Men', 'Everyone'])).toEqual(['Everyone']);
    expect(normalizeLookingFor(['Everyone', 'Women'])).toEqual(['Everyone']);
  });
  test('empty or missing means Everyone', () => {
    expect(normalizeLookingFor([])).toEqual(['Everyone']);
    expect(normalizeLookingFor(undefined)).toEqual(['Everyone']);
  });
  test('keeps the chosen options once each, in a stable order, dropping unknown ones', () => {
    expect(normalizeLookingFor(['Women', 'Men', 'Women'])).toEqual(['Men', 'Women']);
    expect(normalizeLookingFor(['Women', 'Robots'])).toEqual(['Women']);
  });
});
