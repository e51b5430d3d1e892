import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { authApi } from './api';
import { t } from '../../lib/i18n';

export function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone(): void }) {
  const [email, setEmail] = useState(initialEmail);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      await authApi.requestPasswordReset(email.trim());
      toast.success(t('Reset email sent'), {
        description: t('If an account uses {email}, a reset link is on its way.', { email: email.trim() }),
      });
      onDone();
    } catch (error) {
      toast.error(t('Error sending reset email'), { description: errorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('Enter your email and we will send you a link to choose a new password.')}</p>
      <Field id="forgot-email" label={t('Email')}>
        <Input id="forgot-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? t('Sending...') : t('Send reset link')}
      </Button>
      <Button type="button" variant="link" className="justify-self-center" onClick={onDone}>
        {t('Back to sign in')}
      </Button>
    </form>
  );
}
