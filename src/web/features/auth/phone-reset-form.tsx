import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { CodeField } from './code-field';
import { authApi } from './api';
import { PasswordInput } from './password-input';
import { PhoneNumberInput } from './phone-number-input';

/** "Forgot your password?" on the phone way: a code to the number, then the code and a new password. */
export function PhoneResetForm({ initialPhone, onDone }: { initialPhone: string; onDone(): void }) {
  const [phoneNumber, setPhoneNumber] = useState(initialPhone);
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (!phoneNumber.trim()) return;
    setBusy(true);
    try {
      await authApi.requestPhonePasswordReset(phoneNumber.trim());
      setSent(true);
    } catch (error) {
      toast.error(t('Error sending the code'), { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await authApi.resetPasswordByPhone(phoneNumber.trim(), code.replace(/\D/g, ''), newPassword);
      toast.success(t('Password updated'), { description: t('Sign in with your new password.') });
      onDone();
    } catch (error) {
      setBusy(false);
      toast.error(t('That code did not work'), { description: errorMessage(error) });
    }
  }

  const back = (
    <Button type="button" variant="link" className="justify-self-center" onClick={onDone}>
      {t('Back to sign in')}
    </Button>
  );
  if (!sent) {
    return (
      <form onSubmit={send} className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          {t('Enter your phone number and we will text you a code to choose a new password.')}
        </p>
        <Field id="reset-phone" label={t('Phone number')}>
          <PhoneNumberInput id="reset-phone" required value={phoneNumber} onChange={(event) => setPhoneNumber(event.target.value)} />
        </Field>
        <Button type="submit" disabled={busy}>
          {t('Send me a code')}
        </Button>
        {back}
      </form>
    );
  }
  return (
    <form onSubmit={save} className="grid gap-4">
      <p className="text-sm text-muted-foreground" role="status">
        {t('If an account uses {phone}, a code is on its way by SMS or WhatsApp, or to the account’s email if neither can carry it.', {
          phone: phoneNumber.trim(),
        })}
      </p>
      <CodeField id="reset-phone-code" value={code} onChange={setCode} />
      <Field id="reset-phone-password" label={t('New Password')}>
        <PasswordInput
          id="reset-phone-password"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={busy || !code.trim() || !newPassword}>
        {busy ? t('Saving...') : t('Save new password')}
      </Button>
      <Button type="button" variant="link" className="justify-self-center" disabled={busy} onClick={() => void send()}>
        {t('Send a new code')}
      </Button>
      {back}
    </form>
  );
}
