import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { storedLanguage } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { useRegister } from '../api/register';
import { useSignIn } from '../api/sign-in';
import { validateRegistration, validateSignIn } from '../validation';
import { ReadTermsAndPrivacy } from './terms-and-privacy';
import { auth } from '@/locales/auth';

export type AuthMode = 'register' | 'signin';

/**
 * Create Account and Sign In in one form. Problems show as toasts with the spec's titles; the
 * server's own message is shown for refusals (taken email, wrong password, rate limit).
 */
export function AuthForm({ mode, onSignedIn }: { mode: AuthMode; onSignedIn: () => Promise<void> }) {
  const t = auth.useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const registerMutation = useRegister();
  const signInMutation = useSignIn();
  const pending = registerMutation.isPending || signInMutation.isPending;
  const hydrated = useHydrated();
  const isRegister = mode === 'register';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = isRegister ? validateRegistration({ email, password, ageConfirmed, termsAccepted }) : validateSignIn({ email, password });
    if (problem) {
      toast({ title: problem.title, description: problem.message, variant: 'destructive' });
      return;
    }
    try {
      // A language picked on this device goes with the account; otherwise the server takes the browser's.
      const language = storedLanguage();
      if (isRegister) await registerMutation.mutateAsync({ email, password, ageConfirmed: true, termsAccepted: true, ...(language ? { language } : {}) });
      else await signInMutation.mutateAsync({ email, password });
      await onSignedIn();
    } catch (err) {
      toast({
        title: isRegister ? t('failed.register') : t('failed.signin'),
        description: serverMessage(err, isRegister ? t('failed.register.message') : t('failed.signin.message')),
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={onSubmit} method="post" noValidate>
      {/* Disabled until hydrated: the prerendered form must not take input React would not see. */}
      <fieldset disabled={!hydrated} className="m-0 flex min-w-0 flex-col gap-5 border-0 p-0">
        <FormField id="email" label={t('email')}>
          <Input id="email" type="email" inputMode="email" autoComplete="email" placeholder={t('email.placeholder')} value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <FormField id="password" label={t('password')} hint={isRegister ? t('password.hint') : undefined}>
          <PasswordInput
            id="password"
            autoComplete={isRegister ? 'new-password' : 'current-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={isRegister ? 'password-hint' : undefined}
          />
        </FormField>

        {isRegister ? (
          <div className="flex flex-col gap-4 rounded-2xl border bg-card p-4">
            <CheckboxField id="age-confirmed" checked={ageConfirmed} onCheckedChange={setAgeConfirmed}>
              {t('age')}
            </CheckboxField>
            <CheckboxField id="terms-accepted" checked={termsAccepted} onCheckedChange={setTermsAccepted}>
              {t('terms')}
            </CheckboxField>
            <p className="text-xs text-muted-foreground">
              <ReadTermsAndPrivacy />
            </p>
          </div>
        ) : null}

        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {isRegister ? (pending ? t('submit.registering') : t('submit.register')) : pending ? t('submit.signingIn') : t('submit.signin')}
        </Button>
      </fieldset>
    </form>
  );
}
