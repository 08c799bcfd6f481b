import { auth } from '@/locales/auth';

/** A form problem as the spec words it: a toast title and its message. */
export type FormProblem = { title: string; message: string };

/** The problem's title and message in the person's language (auth namespace, `problem.<key>`). */
const problem = (key: string): FormProblem => ({ title: auth.t(`problem.${key}` as 'problem.email'), message: auth.t(`problem.${key}.message` as 'problem.email.message') });

export type RegistrationValues = {
  email: string;
  password: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
};

/** Create Account, checked in this order; the first failure wins. */
export function validateRegistration(v: RegistrationValues): FormProblem | null {
  if (!v.email.trim() || !v.password) {
    return problem('missing');
  }
  if (!v.ageConfirmed) {
    return problem('age');
  }
  if (!v.termsAccepted) {
    return problem('terms');
  }
  // Beyond the spec's three rules: the server's limits, caught before a round trip.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) {
    return problem('email');
  }
  if (v.password.length < 8 || v.password.length > 128) {
    return problem('password');
  }
  return null;
}

export function validateSignIn(v: { email: string; password: string }): FormProblem | null {
  if (!v.email.trim() || !v.password) {
    return problem('missing');
  }
  return null;
}
