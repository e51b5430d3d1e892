import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../lib/toast';
import { changePasswordSchema } from '../../shared/schemas/auth';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Field } from '../components/ui/field';
import { authApi } from '../features/auth/api';
import { PasswordInput } from '../features/auth';
import { Wordmark } from '../components/wordmark';
import { errorMessage } from '../lib/api';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

export default function ResetPasswordPage() {
  useDocumentTitle(t('Choose a new password'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse({ newPassword, confirmPassword });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0].message);
      return;
    }
    setProblem(null);
    setSubmitting(true);
    try {
      await authApi.resetPassword(token!, newPassword);
      toast.success(t('Password updated'), { description: t('Sign in with your new password.') });
      navigate('/auth', { replace: true });
    } catch (error) {
      setSubmitting(false);
      toast.error(t('Error updating password'), { description: errorMessage(error) });
    }
  }

  return (
    <main className="flex min-h-dvh items-start justify-center bg-muted px-3 py-8 sm:pt-[12vh]">
      <Card className="w-full max-w-md p-4 sm:p-6">
        <div className="mb-4 flex justify-center">
          <Wordmark />
        </div>
        <h1 className="mb-4 text-xl font-bold">{t('Choose a new password')}</h1>
        {!token ? (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              {t('This reset link is invalid or has expired. Ask for a new one from the sign-in page.')}
            </p>
            <Button asChild>
              <Link to="/auth">{t('Back to sign in')}</Link>
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-4">
            <Field id="reset-new" label={t('New Password')}>
              <PasswordInput
                id="reset-new"
                autoComplete="new-password"
                value={newPassword}
                onChange={(e) => setNewPassword(e.target.value)}
              />
            </Field>
            <Field id="reset-confirm" label={t('Confirm Password')} error={problem ?? undefined}>
              <PasswordInput
                id="reset-confirm"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(e) => setConfirmPassword(e.target.value)}
              />
            </Field>
            <Button type="submit" disabled={submitting || !newPassword || !confirmPassword}>
              {submitting ? t('Saving...') : t('Save new password')}
            </Button>
          </form>
        )}
      </Card>
    </main>
  );
}
