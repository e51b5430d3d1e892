import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { t } from '../../lib/i18n';

/** The 6-digit code a phone receives: numeric keypad, the phone's own code suggestion, focused when the step opens. */
export function CodeField(props: { id: string; value: string; onChange: (code: string) => void }) {
  return (
    <Field id={props.id} label={t('6-digit code')}>
      <Input
        id={props.id}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9 ]*"
        maxLength={7}
        required
        autoFocus
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  );
}
