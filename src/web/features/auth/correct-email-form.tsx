import { useState, type FormEvent } from 'react';
import { emailCorrectionSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../lib/form-utils';
import { t } from '../../lib/i18n';
import { authApi } from './api';
import { PasswordInput } from './password-input';

/**
 * Gives the account just made (not verified yet) the address it should have had; the password proves it is theirs.
 * The server sends the new address its link.
 */
export function CorrectEmailForm(props: { id: string; email: string; onCorrected(email: string): void; onCancel(): void }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = emailCorrectionSchema.safeParse({ email: props.email, password, newEmail });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { email } = await authApi.correctEmail(parsed.data);
      props.onCorrected(email);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (error instanceof ApiRequestError && (fields.newEmail || fields.password)) setErrors(fields);
      else setRefusal(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  const describedBy = (name: string) => (errors[name] ? `${props.id}-${name}-error` : undefined);

  return (
    <form id={props.id} onSubmit={submit} className="grid gap-4" noValidate>
      <Field id={`${props.id}-newEmail`} label={t('Correct email address')} error={errors.newEmail}>
        <Input
          id={`${props.id}-newEmail`}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus
          value={newEmail}
          aria-invalid={errors.newEmail ? true : undefined}
          aria-describedby={describedBy('newEmail')}
          onChange={(event) => setNewEmail(event.target.value)}
        />
      </Field>
      <Field id={`${props.id}-password`} label={t('Password')} error={errors.password} hint={t('The password you chose for this account')}>
        <PasswordInput
          id={`${props.id}-password`}
          autoComplete="current-password"
          required
          value={password}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password') ?? `${props.id}-password-hint`}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      {refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submitting}>
          {submitting ? t('Sending...') : t('Send the link there')}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
