import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { signUpSchema, PASSWORD_MIN_LENGTH } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useTypedBeforeTakeover } from '../../lib/first-screen';
import { authApi } from './api';
import { PasswordInput } from './password-input';
import type { PlaceValue } from '../../components/place-field';
import { SignUpAreaField } from './sign-up-area-field';

type Values = { fullName: string; username: string; email: string; password: string };
const EMPTY: Values = { fullName: '', username: '', email: '', password: '' };
type FieldName = keyof Values | 'placeId';

export function SignUpForm({ onCreated }: { onCreated(email: string): void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [area, setArea] = useState<PlaceValue | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const keep = (name: keyof Values) => (text: string) => setValues((current) => ({ ...current, [name]: text }));
  useTypedBeforeTakeover('sign-up-fullName', values.fullName, keep('fullName'));
  useTypedBeforeTakeover('sign-up-username', values.username, keep('username'));
  useTypedBeforeTakeover('sign-up-email', values.email, keep('email'));
  useTypedBeforeTakeover('sign-up-password', values.password, keep('password'));

  const bind = (name: keyof Values) => ({
    id: `sign-up-${name}`,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `sign-up-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => keep(name)(event.target.value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as FieldName] ??= t(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await authApi.signUp({ ...parsed.data, placeId: area?.id ?? null });
      // The page puts a lasting panel in the form's place: where the link went, Resend, and Wrong address?
      onCreated(parsed.data.email);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const field = Object.keys(error.fields)[0];
        const key = field === 'name' ? 'fullName' : field;
        if (key && (key in EMPTY || key === 'placeId')) setErrors({ [key]: error.message });
      }
      toast.error(t('Error creating account'), { description: errorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <Field id="sign-up-fullName" label={t('Full Name')} error={errors.fullName}>
        <Input {...bind('fullName')} autoComplete="name" required />
      </Field>
      <Field id="sign-up-username" label={t('Username')} error={errors.username} hint={t('3–30 letters, digits or underscores')}>
        <Input {...bind('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} required />
      </Field>
      <Field id="sign-up-email" label={t('Email')} error={errors.email}>
        <Input {...bind('email')} type="email" autoComplete="email" inputMode="email" required />
      </Field>
      <Field
        id="sign-up-password"
        label={t('Password')}
        error={errors.password}
        hint={t('At least {count} characters, not a common password', { count: PASSWORD_MIN_LENGTH })}
      >
        <PasswordInput {...bind('password')} autoComplete="new-password" required />
      </Field>
      <SignUpAreaField
        value={area}
        onChange={(place) => {
          setArea(place);
          setErrors((current) => ({ ...current, placeId: undefined }));
        }}
        onLocated={(place) => setArea((current) => current ?? place)}
        error={errors.placeId}
      />
      <Button type="submit" disabled={submitting}>
        {submitting ? t('Creating account...') : t('Create Account')}
      </Button>
    </form>
  );
}
