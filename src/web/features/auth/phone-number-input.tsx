import type { InputHTMLAttributes } from 'react';
import { Input } from '../../components/ui/input';

/** A phone number field: the phone keypad, the browser's saved number, and a Nigerian example. */
export function PhoneNumberInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="0803 123 4567" {...props} />;
}
