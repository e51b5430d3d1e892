import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { authApi } from './api';

export function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone(): void }) {
  const [email, setEmail] = useState(initialEmail);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      await authApi.requestPasswordReset(email.trim());
      toast.success('Reset email sent', { description: `If an account uses ${email.trim()}, a reset link is on its way.` });
      onDone();
    } catch (error) {
      toast.error('Error sending reset email', { description: errorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">Enter your email and we will send you a link to choose a new password.</p>
      <Field id="forgot-email" label="Email">
        <Input id="forgot-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Sending...' : 'Send reset link'}
      </Button>
      <Button type="button" variant="link" className="justify-self-center" onClick={onDone}>
        Back to sign in
      </Button>
    </form>
  );
}
