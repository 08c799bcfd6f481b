/** A form problem as the spec words it: a toast title and its message. */
export type FormProblem = { title: string; message: string };

export type RegistrationValues = {
  email: string;
  password: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
};

/** Create Account, checked in this order; the first failure wins. */
export function validateRegistration(v: RegistrationValues): FormProblem | null {
  if (!v.email.trim() || !v.password) {
    return { title: 'Missing information', message: 'Please fill in your email and password' };
  }
  if (!v.ageConfirmed) {
    return { title: 'Age requirement', message: 'You must be 18 or older to use Converge' };
  }
  if (!v.termsAccepted) {
    return { title: 'Terms required', message: 'Please agree to our Terms & Privacy Policy' };
  }
  // Beyond the spec's three rules: the server's limits, caught before a round trip.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) {
    return { title: 'Invalid email', message: 'Please enter a valid email address' };
  }
  if (v.password.length < 8 || v.password.length > 128) {
    return { title: 'Invalid password', message: 'Your password needs 8 to 128 characters' };
  }
  return null;
}

export function validateSignIn(v: { email: string; password: string }): FormProblem | null {
  if (!v.email.trim() || !v.password) {
    return { title: 'Missing information', message: 'Please fill in your email and password' };
  }
  return null;
}
