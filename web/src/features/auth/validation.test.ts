import { describe, expect, it } from 'vitest';
import { validateRegistration } from './validation';

const ok = { email: 'a@b.co', password: 'longenough', ageConfirmed: true, termsAccepted: true };

describe('validateRegistration (checks in order, the first failure wins)', () => {
  it('asks for email and password first, even when the boxes are unticked', () => {
    expect(validateRegistration({ ...ok, email: '', ageConfirmed: false, termsAccepted: false })).toEqual({
      title: 'Missing information',
      message: 'Please fill in your email and password',
    });
  });
  it('then the 18+ box', () => {
    expect(validateRegistration({ ...ok, ageConfirmed: false, termsAccepted: false })).toEqual({
      title: 'Age requirement',
      message: 'You must be 18 or older to use Converge',
    });
  });
  it('then the terms box', () => {
    expect(validateRegistration({ ...ok, termsAccepted: false })).toEqual({
      title: 'Terms required',
      message: 'Please agree to our Terms & Privacy Policy',
    });
  });
  it('accepts a complete form', () => {
    expect(validateRegistration(ok)).toBeNull();
  });
});
