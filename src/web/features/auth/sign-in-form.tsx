import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { authApi, useResetAfterAuthChange } from './api';
import { PasswordInput } from './password-input';
import { returnPath } from './return-path';

function signInProblem(error: unknown): string {
  if (error instanceof ApiRequestError && error.code === 'EMAIL_NOT_VERIFIED') {
    return 'Please verify your email first. We have sent you a new verification link.';
  }
  return errorMessage(error);
}

export function SignInForm({ onForgotPassword }: { onForgotPassword(email: string): void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resetCache = useResetAfterAuthChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      await authApi.signIn(email.trim(), password);
      await resetCache();
      toast.success('Welcome back!', { description: 'You have successfully signed in.' });
      navigate(returnPath(params.get('redirect')), { replace: true });
    } catch (error) {
      setSubmitting(false);
      toast.error('Error signing in', { description: signInProblem(error) });
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate={false}>
      <Field id="sign-in-email" label="Email">
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field id="sign-in-password" label="Password">
        <PasswordInput
          id="sign-in-password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Signing in...' : 'Sign In'}
      </Button>
      <Button type="button" variant="link" className="justify-self-center" onClick={() => onForgotPassword(email)}>
        Forgot your password?
      </Button>
    </form>
  );
}
