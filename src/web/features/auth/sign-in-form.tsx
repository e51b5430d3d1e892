import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useTypedBeforeTakeover } from '../../lib/first-screen';
import { authApi, useResetAfterAuthChange, type CodeSent } from './api';
import { PhoneCodeStep } from './phone-code-step';
import { PhoneNumberInput } from './phone-number-input';
import { PhoneResetForm } from './phone-reset-form';
import { SecondFactorStep } from './second-factor-step';
import type { SignInWay } from './sign-in-way-switch';
import { PasswordInput } from './password-input';
import { returnPath } from './return-path';

function signInProblem(error: unknown): string {
  if (error instanceof ApiRequestError && error.code === 'EMAIL_NOT_VERIFIED') {
    return t('Please verify your email first. We have sent you a new verification link.');
  }
  return errorMessage(error);
}

/** After any way of signing in: a fresh cache, a greeting, and the page the member was going to. */
function useSignedIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resetCache = useResetAfterAuthChange();
  return async () => {
    await resetCache();
    toast.success(t('Welcome back!'), { description: t('You have successfully signed in.') });
    navigate(returnPath(params.get('redirect')), { replace: true });
  };
}

/**
 * Sign-in with an email (or a phone number) and the password; by phone, also with a code sent to the number. With
 * two-factor sign-in on, the second step follows.
 */
export function SignInForm({ way, onForgotPassword }: { way: SignInWay; onForgotPassword(email: string): void }) {
  const signedIn = useSignedIn();
  const identifierId = way === 'phone' ? 'sign-in-phone' : 'sign-in-email';
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  useTypedBeforeTakeover(identifierId, identifier, setIdentifier);
  useTypedBeforeTakeover('sign-in-password', password, setPassword);
  const [submitting, setSubmitting] = useState(false);
  const [step, setStep] = useState<
    { kind: 'form' } | { kind: 'code'; sent: CodeSent } | { kind: 'second-factor' } | { kind: 'phone-reset' }
  >({ kind: 'form' });
  const phone = way === 'phone';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const value = identifier.trim();
      const answer = await (phone ? authApi.signInWithPhone(value, password) : authApi.signIn(value, password));
      if (answer.twoFactorRedirect) {
        setSubmitting(false);
        setStep({ kind: 'second-factor' });
        return;
      }
      await signedIn();
    } catch (error) {
      setSubmitting(false);
      toast.error(t('Error signing in'), { description: signInProblem(error) });
    }
  }

  async function sendCode() {
    if (!identifier.trim()) {
      toast.error(t('Enter your phone number'));
      return;
    }
    setSubmitting(true);
    try {
      const sent = await authApi.sendPhoneCode(identifier.trim());
      setStep({ kind: 'code', sent });
    } catch (error) {
      toast.error(t('Error sending the code'), { description: errorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  if (step.kind === 'phone-reset') return <PhoneResetForm initialPhone={identifier.trim()} onDone={() => setStep({ kind: 'form' })} />;
  if (step.kind === 'second-factor') return <SecondFactorStep onSignedIn={signedIn} onBack={() => setStep({ kind: 'form' })} />;
  if (step.kind === 'code') {
    return (
      <PhoneCodeStep
        phoneNumber={identifier.trim()}
        sent={step.sent}
        submitLabel={t('Verify and sign in')}
        onCode={async (code) => {
          await authApi.verifyPhoneCode({ phoneNumber: identifier.trim(), code });
          await signedIn();
        }}
        onSent={(sent) => setStep({ kind: 'code', sent })}
        onBack={() => setStep({ kind: 'form' })}
      />
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate={false}>
      <Field id={identifierId} label={phone ? t('Phone number') : t('Email')}>
        {phone ? (
          <PhoneNumberInput id={identifierId} required value={identifier} onChange={(event) => setIdentifier(event.target.value)} />
        ) : (
          <Input
            id={identifierId}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
          />
        )}
      </Field>
      <Field id="sign-in-password" label={t('Password')}>
        <PasswordInput
          id="sign-in-password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? t('Signing in...') : t('Sign In')}
      </Button>
      {phone ? (
        <Button type="button" variant="outline" disabled={submitting} onClick={() => void sendCode()}>
          {t('Sign in with a code instead')}
        </Button>
      ) : null}
      <Button
        type="button"
        variant="link"
        className="justify-self-center"
        onClick={() => (phone ? setStep({ kind: 'phone-reset' }) : onForgotPassword(identifier))}
      >
        {t('Forgot your password?')}
      </Button>
    </form>
  );
}
