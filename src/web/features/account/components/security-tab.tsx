import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Mail } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { authApi } from '../../auth/api';
import { useMe } from '../../../lib/me';
import { sessionsQueryKey } from '../api';
import { ActiveSessions } from './active-sessions';
import { SectionCard } from '../../../components/section-card';
import { TwoFactorCard } from './two-factor-card';

export function SecurityTab() {
  return (
    <div className="grid gap-6">
      <ChangePasswordCard />
      <ResetByEmailCard />
      <TwoFactorCard />
      <ActiveSessions />
    </div>
  );
}

function ChangePasswordCard() {
  const client = useQueryClient();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const change = useMutation({
    mutationFn: (input: { newPassword: string; confirmPassword: string }) =>
      authApi.changePassword(input.newPassword, input.confirmPassword),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!newPassword || !confirmPassword || change.isPending) return;
    const parsed = changePasswordSchema.safeParse({ newPassword, confirmPassword });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'confirmPassword') {
        toast.error(t('Password mismatch'), { description: t("New password and confirmation don't match.") });
        document.getElementById('confirm-password')?.focus();
      } else {
        toast.error(t('Password too short'), {
          description: t('Password must be at least {count} characters long', { count: PASSWORD_MIN_LENGTH }),
        });
        document.getElementById('new-password')?.focus();
      }
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        setNewPassword('');
        setConfirmPassword('');
        toast.success(t('Password updated'), { description: t('Your password has been changed. Other devices were signed out.') });
        void client.invalidateQueries({ queryKey: sessionsQueryKey });
      },
      onError: (error) => toast.error(t('Error updating password'), { description: errorMessage(error) }),
    });
  }

  return (
    <SectionCard
      title={t('Change Password')}
      icon={<KeyRound aria-hidden className="size-5 text-muted-foreground" />}
      description={t('Choose a new password for signing in. Your other devices will be signed out.')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {/* Lets password managers tie the new password to this account. */}
        <MeUsernameField />
        <Field
          id="new-password"
          label={t('New Password')}
          hint={t('At least {count} characters. Very common passwords are refused.', { count: PASSWORD_MIN_LENGTH })}
        >
          <Input
            id="new-password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            aria-describedby="new-password-hint"
          />
        </Field>
        <Field id="confirm-password" label={t('Confirm Password')}>
          <Input
            id="confirm-password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </Field>
        <div>
          <Button type="submit" disabled={!newPassword || !confirmPassword || change.isPending} className="w-full sm:w-auto">
            {change.isPending ? t('Updating...') : t('Update Password')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

/** A hidden username field, as browsers expect in a change-password form. */
function MeUsernameField() {
  const me = useMe();
  if (!me.data) return null;
  return (
    <input
      type="text"
      name="username"
      autoComplete="username"
      value={me.data.email ?? me.data.phoneNumber ?? ''}
      readOnly
      hidden
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}

function ResetByEmailCard() {
  const me = useMe();
  const email = me.data?.email;
  const send = useMutation({ mutationFn: (address: string) => authApi.requestPasswordReset(address) });

  return (
    <SectionCard
      title={t('Reset Password by Email')}
      icon={<Mail aria-hidden className="size-5 text-muted-foreground" />}
      description={
        email ? <ResetLinkNote email={email} /> : t('We will send a link to your email address that lets you choose a new password.')
      }
    >
      <Button
        variant="outline"
        disabled={!email || send.isPending}
        className="w-full sm:w-auto"
        onClick={() => {
          if (!email) return;
          send.mutate(email, {
            onSuccess: () =>
              toast.success(t('Reset email sent'), { description: t('Check {email} for a link to choose a new password.', { email }) }),
            onError: (error) => toast.error(t('Error sending reset email'), { description: errorMessage(error) }),
          });
        }}
      >
        {send.isPending ? t('Sending...') : t('Send Reset Email')}
      </Button>
    </SectionCard>
  );
}

/** The sentence with the address in bold: the translation is split where the address goes, so word order follows it. */
function ResetLinkNote({ email }: { email: string }) {
  const mark = '\u0000';
  const [before, after = ''] = t('We will send a link to {email} that lets you choose a new password.', { email: mark }).split(mark);
  return (
    <>
      {before}
      <span className="font-medium break-all text-foreground">{email}</span>
      {after}
    </>
  );
}
