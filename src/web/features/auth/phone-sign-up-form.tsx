import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { fullNameSchema, passwordSchema, PASSWORD_MIN_LENGTH } from '../../../shared/schemas/auth';
import { normalizePhone } from '../../../shared/phone';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useTypedBeforeTakeover } from '../../lib/first-screen';
import { authApi, useResetAfterAuthChange, type CodeSent } from './api';
import { PasswordInput } from './password-input';
import { PhoneCodeStep } from './phone-code-step';
import { PhoneNumberInput } from './phone-number-input';

type Values = { fullName: string; phoneNumber: string; password: string };
type FieldName = keyof Values;

/**
 * Sign-up with a phone number: a name, the number and, if the member wants one, a password; then the code sent to the
 * number makes the account (it exists only once the number is proved).
 */
export function PhoneSignUpForm() {
  const navigate = useNavigate();
  const resetCache = useResetAfterAuthChange();
  const [values, setValues] = useState<Values>({ fullName: '', phoneNumber: '', password: '' });
  const keep = (name: keyof Values) => (text: string) => setValues((current) => ({ ...current, [name]: text }));
  useTypedBeforeTakeover('sign-up-phone-fullName', values.fullName, keep('fullName'));
  useTypedBeforeTakeover('sign-up-phone-phoneNumber', values.phoneNumber, keep('phoneNumber'));
  useTypedBeforeTakeover('sign-up-phone-password', values.password, keep('password'));

  const { fullName, phoneNumber, password } = values;
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<CodeSent | null>(null);

  function problems(): Partial<Record<FieldName, string>> {
    const found: Partial<Record<FieldName, string>> = {};
    const name = fullNameSchema.safeParse(fullName);
    if (!name.success) found.fullName = name.error.issues[0].message;
    if (!normalizePhone(phoneNumber)) found.phoneNumber = t('Enter a mobile number such as 0803 123 4567');
    if (password) {
      const checked = passwordSchema.safeParse(password);
      if (!checked.success) found.password = checked.error.issues[0].message;
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problems();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      setSent(await authApi.sendPhoneCode(phoneNumber.trim()));
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields.phoneNumber) setErrors({ phoneNumber: error.message });
      toast.error(t('Error sending the code'), { description: errorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  async function create(code: string) {
    try {
      await authApi.verifyPhoneCode({ phoneNumber: phoneNumber.trim(), code, name: fullName.trim(), ...(password ? { password } : {}) });
    } catch (error) {
      // A refused name or password (or a number taken meanwhile) is fixed in the form, not with another code.
      if (error instanceof ApiRequestError) {
        const field = Object.keys(error.fields)[0];
        const key = field === 'name' ? 'fullName' : field;
        if (key === 'fullName' || key === 'password' || key === 'phoneNumber') {
          setErrors({ [key]: error.message });
          setSent(null);
        }
      }
      throw error;
    }
    await resetCache();
    toast.success(t('Account created'), { description: t('Your phone number is verified. Welcome to LocalHub!') });
    navigate('/app', { replace: true });
  }

  if (sent) {
    return (
      <PhoneCodeStep
        phoneNumber={phoneNumber.trim()}
        sent={sent}
        submitLabel={t('Verify and create account')}
        onCode={create}
        onSent={setSent}
        onBack={() => setSent(null)}
      />
    );
  }

  const bind = (name: FieldName) => ({
    id: `sign-up-phone-${name}`,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `sign-up-phone-${name}-error` : name === 'password' ? 'sign-up-phone-password-hint' : undefined,
    onChange: (event: { target: { value: string } }) => keep(name)(event.target.value),
  });
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <Field id="sign-up-phone-fullName" label={t('Full Name')} error={errors.fullName}>
        <Input {...bind('fullName')} autoComplete="name" required />
      </Field>
      <Field id="sign-up-phone-phoneNumber" label={t('Phone number')} error={errors.phoneNumber}>
        <PhoneNumberInput {...bind('phoneNumber')} required />
      </Field>
      <Field
        id="sign-up-phone-password"
        label={t('Password (optional)')}
        error={errors.password}
        hint={t('At least {count} characters. Without one, you sign in with a code sent to your phone.', { count: PASSWORD_MIN_LENGTH })}
      >
        <PasswordInput {...bind('password')} autoComplete="new-password" />
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? t('Sending code...') : t('Send code')}
      </Button>
    </form>
  );
}
