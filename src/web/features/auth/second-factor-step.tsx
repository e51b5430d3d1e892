import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { authApi, type PhoneChannel } from './api';

type Way = { kind: 'totp' } | { kind: 'backup' } | { kind: 'phone'; channel: PhoneChannel; ending: string };

/**
 * The second step when two-factor sign-in is on: a code from the authenticator app, a code by SMS to the member's
 * verified number when they chose that too, or one of the backup codes (a lost phone).
 */
export function SecondFactorStep({ onSignedIn, onBack }: { onSignedIn(): Promise<void>; onBack(): void }) {
  const [code, setCode] = useState('');
  const [way, setWay] = useState<Way>({ kind: 'totp' });
  const [busy, setBusy] = useState(false);
  // Only the sign-in waiting for this step can read it (read afresh each time: the next may be another member's);
  // without a phone factor the button is not offered.
  const phoneFactor = useQuery({
    queryKey: ['two-factor-phone', 'sign-in'],
    queryFn: authApi.phoneFactor,
    retry: false,
    gcTime: 0,
  });

  function choose(next: Way) {
    setWay(next);
    setCode('');
  }

  async function textMe(channel?: PhoneChannel) {
    setBusy(true);
    try {
      const sent = await authApi.sendSecondFactorCode(channel);
      if (way.kind === 'phone') toast.success(t('We sent you a new code'));
      choose({ kind: 'phone', channel: sent.channel, ending: sent.phoneEnding });
    } catch (error) {
      toast.error(t('Error sending the code'), { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = way.kind === 'backup' ? code.trim() : code.replace(/\s/g, '');
    if (!value) return;
    setBusy(true);
    try {
      if (way.kind === 'backup') await authApi.verifyBackupCode(value);
      else if (way.kind === 'phone') await authApi.verifySecondFactorCode(value);
      else await authApi.verifyTotp(value);
      await onSignedIn();
    } catch (error) {
      setBusy(false);
      setCode('');
      toast.error(t('That code did not work'), { description: errorMessage(error) });
    }
  }

  const id = `sign-in-${way.kind}-code`;
  const canText = phoneFactor.data?.on === true;
  return (
    <form onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground" role="status">
        {way.kind === 'backup'
          ? t('Enter one of the backup codes you saved when you turned on two-factor sign-in. Each works once.')
          : way.kind === 'phone'
            ? way.channel === 'whatsapp'
              ? t('We sent a 6-digit code by WhatsApp to your number ending {digits}.', { digits: way.ending })
              : t('We sent a 6-digit code by SMS to your number ending {digits}.', { digits: way.ending })
            : t('Open your authenticator app and enter the 6-digit code for LocalHub.')}
      </p>
      <Field id={id} label={way.kind === 'backup' ? t('Backup code') : way.kind === 'phone' ? t('6-digit code') : t('Authentication code')}>
        <Input
          key={id}
          id={id}
          autoComplete="one-time-code"
          inputMode={way.kind === 'backup' ? 'text' : 'numeric'}
          required
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={busy || !code.trim()}>
        {busy ? t('Checking...') : t('Verify and sign in')}
      </Button>
      {canText && way.kind === 'totp' ? (
        <Button type="button" variant="outline" disabled={busy} onClick={() => void textMe()}>
          <MessageSquareText aria-hidden className="size-4" />
          {t('Text me a code')}
        </Button>
      ) : null}
      {way.kind === 'phone' ? (
        <div className="flex flex-wrap justify-center gap-x-2">
          <Button type="button" variant="link" disabled={busy} onClick={() => void textMe(way.channel)}>
            {t('Send a new code')}
          </Button>
          {way.channel === 'sms' ? (
            <Button type="button" variant="link" disabled={busy} onClick={() => void textMe('whatsapp')}>
              {t('Send by WhatsApp instead')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap justify-center gap-x-2">
        {way.kind !== 'totp' ? (
          <Button type="button" variant="link" onClick={() => choose({ kind: 'totp' })}>
            {t('Use a code from the authenticator app')}
          </Button>
        ) : null}
        {way.kind !== 'backup' ? (
          <Button type="button" variant="link" onClick={() => choose({ kind: 'backup' })}>
            {t('Use a backup code instead')}
          </Button>
        ) : null}
      </div>
      <Button type="button" variant="ghost" className="justify-self-center" onClick={onBack}>
        {t('Back')}
      </Button>
    </form>
  );
}
