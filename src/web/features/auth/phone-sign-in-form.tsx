import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { authApi, type PhoneChannel } from './api';
import { PasswordInput } from './password-input';
import { PhoneCodeStep } from './phone-code-step';
import { PhoneNumberInput } from './phone-number-input';
import { TwoFactorStep, useSignedIn } from './sign-in-form';

/** Sign-in with a phone number and its password, or with a code sent to it. */
export function PhoneSignInForm() {
  const signedIn = useSignedIn();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [step, setStep] = useState<{ kind: 'form' } | { kind: 'code'; channel: PhoneChannel } | { kind: 'second-factor' }>({
    kind: 'form',
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const answer = await authApi.signInWithPhone(phoneNumber.trim(), password);
      if (answer.twoFactorRedirect) {
        setSubmitting(false);
        setStep({ kind: 'second-factor' });
        return;
      }
      await signedIn();
    } catch (error) {
      setSubmitting(false);
      toast.error(t('Error signing in'), { description: errorMessage(error) });
    }
  }

  async function sendCode() {
    if (!phoneNumber.trim()) {
      toast.error(t('Enter your phone number'));
      return;
    }
    setSubmitting(true);
    try {
      const sent = await authApi.sendPhoneCode(phoneNumber.trim());
      setStep({ kind: 'code', channel: sent.channel });
    } catch (error) {
      toast.error(t('Error sending the code'), { description: errorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  if (step.kind === 'second-factor') return <TwoFactorStep onSignedIn={signedIn} onBack={() => setStep({ kind: 'form' })} />;
  if (step.kind === 'code') {
    return (
      <PhoneCodeStep
        phoneNumber={phoneNumber.trim()}
        channel={step.channel}
        submitLabel={t('Verify and sign in')}
        onCode={async (code) => {
          await authApi.verifyPhoneCode({ phoneNumber: phoneNumber.trim(), code });
          await signedIn();
        }}
        onChannel={(channel) => setStep({ kind: 'code', channel })}
        onBack={() => setStep({ kind: 'form' })}
      />
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field id="sign-in-phone" label={t('Phone number')}>
        <PhoneNumberInput id="sign-in-phone" required value={phoneNumber} onChange={(event) => setPhoneNumber(event.target.value)} />
      </Field>
      <Field id="sign-in-phone-password" label={t('Password')}>
        <PasswordInput
          id="sign-in-phone-password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? t('Signing in...') : t('Sign In')}
      </Button>
      <Button type="button" variant="outline" disabled={submitting} onClick={() => void sendCode()}>
        {t('Sign in with a code instead')}
      </Button>
    </form>
  );
}
