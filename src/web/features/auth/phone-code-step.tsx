import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { CodeField } from './code-field';
import { authApi, type CodeSent, type PhoneChannel } from './api';

/**
 * The code step of signing in or up by phone: where the code went (the server's words when it went to the account's
 * email), the 6 digits, and a new code by SMS or WhatsApp.
 * `onCode` checks the code; a refusal (wrong, expired — with a new one sent) is shown and the step stays.
 */
export function PhoneCodeStep(props: {
  phoneNumber: string;
  sent: CodeSent;
  submitLabel: string;
  onCode(code: string): Promise<void>;
  onSent(sent: CodeSent): void;
  onBack(): void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/\D/g, '');
    if (digits.length !== 6) {
      toast.error(t('Enter the 6 digits of the code'));
      return;
    }
    setBusy(true);
    try {
      await props.onCode(digits);
    } catch (error) {
      toast.error(t('That code did not work'), { description: errorMessage(error) });
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  async function resend(channel?: PhoneChannel) {
    setBusy(true);
    try {
      const sent = await authApi.sendPhoneCode(props.phoneNumber, channel);
      props.onSent(sent);
      toast.success(t('We sent you a new code'));
    } catch (error) {
      toast.error(t('Error sending the code'), { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground" role="status">
        {props.sent.message ??
          (props.sent.channel === 'whatsapp'
            ? t('We sent a 6-digit code by WhatsApp to {phone}.', { phone: props.phoneNumber })
            : t('We sent a 6-digit code by SMS to {phone}.', { phone: props.phoneNumber }))}
      </p>
      <CodeField id="phone-code" value={code} onChange={setCode} />
      <Button type="submit" disabled={busy}>
        {busy ? t('Checking...') : props.submitLabel}
      </Button>
      <div className="flex flex-wrap justify-center gap-x-2">
        <Button type="button" variant="link" disabled={busy} onClick={() => void resend()}>
          {t('Send a new code')}
        </Button>
        {props.sent.channel === 'sms' ? (
          <Button type="button" variant="link" disabled={busy} onClick={() => void resend('whatsapp')}>
            {t('Send by WhatsApp instead')}
          </Button>
        ) : null}
      </div>
      <Button type="button" variant="ghost" className="justify-self-center" onClick={props.onBack}>
        {t('Back')}
      </Button>
    </form>
  );
}
