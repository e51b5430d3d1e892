import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { authApi, type CodeSent } from '../../auth/api';
import { PhoneCodeStep, PhoneNumberInput } from '../../auth';

const phoneFactorKey = ['two-factor-phone', 'account'] as const;

/**
 * Account → Security, with two-factor sign-in on: a code by SMS to the member's verified number as a second way to pass
 * the second step. A member without a verified number confirms one here first.
 */
export function PhoneFactorSection() {
  const client = useQueryClient();
  const state = useQuery({ queryKey: phoneFactorKey, queryFn: authApi.phoneFactor, retry: false });
  const refresh = () => client.invalidateQueries({ queryKey: phoneFactorKey });
  if (!state.data) return null;
  const { on, phoneEnding } = state.data;

  return (
    <section aria-labelledby="phone-factor-title" className="mt-6 grid gap-3 border-t border-border pt-4">
      <h3 id="phone-factor-title" className="font-medium">
        {t('Codes by SMS')}
      </h3>
      {phoneEnding === null ? (
        <>
          <p className="text-sm text-muted-foreground">
            {t('Confirm your phone number to get sign-in codes by SMS when your authenticator app is not at hand.')}
          </p>
          <AddPhoneNumber onAdded={refresh} />
        </>
      ) : on ? (
        <>
          <p className="text-sm text-muted-foreground">
            {t('On: when you sign in you can ask for a code by SMS to your number ending {digits}.', { digits: phoneEnding })}
          </p>
          <div>
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              onClick={async () => {
                try {
                  await authApi.disablePhoneFactor();
                  toast.success(t('Codes by SMS are off'));
                  await refresh();
                } catch (error) {
                  toast.error(t('Could not turn off codes by SMS'), { description: errorMessage(error) });
                }
              }}
            >
              {t('Turn off codes by SMS')}
            </Button>
          </div>
        </>
      ) : (
        <EnableForm phoneEnding={phoneEnding} onEnabled={refresh} />
      )}
    </section>
  );
}

function EnableForm({ phoneEnding, onEnabled }: { phoneEnding: string; onEnabled(): Promise<void> }) {
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    setPending(true);
    try {
      await authApi.enablePhoneFactor(password);
      toast.success(t('Codes by SMS are on'));
      await onEnabled();
    } catch (error) {
      toast.error(t('Could not turn on codes by SMS'), { description: errorMessage(error) });
    } finally {
      setPending(false);
      setPassword('');
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t('Also accept a code by SMS to your number ending {digits}. Lost your phone? Your backup codes still work.', {
          digits: phoneEnding,
        })}
      </p>
      <Field id="phone-factor-password" label={t('Your password')} hint={t('To confirm it is you.')}>
        <Input
          id="phone-factor-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby="phone-factor-password-hint"
        />
      </Field>
      <div>
        <Button type="submit" disabled={!password || pending} className="w-full sm:w-auto">
          {t('Turn on codes by SMS')}
        </Button>
      </div>
    </form>
  );
}

/** A number confirmed by a code sent to it (the phone plugin's update of the member's number). */
function AddPhoneNumber({ onAdded }: { onAdded(): Promise<void> }) {
  const [phoneNumber, setPhoneNumber] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [pending, setPending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!phoneNumber.trim()) return;
    setPending(true);
    try {
      setSent(await authApi.sendPhoneCode(phoneNumber.trim()));
    } catch (error) {
      toast.error(t('Error sending the code'), { description: errorMessage(error) });
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <PhoneCodeStep
        phoneNumber={phoneNumber.trim()}
        sent={sent}
        submitLabel={t('Confirm my number')}
        onCode={async (code) => {
          await authApi.addPhoneNumber(phoneNumber.trim(), code);
          toast.success(t('Your phone number is confirmed'));
          await onAdded();
        }}
        onSent={setSent}
        onBack={() => setSent(null)}
      />
    );
  }
  return (
    <form onSubmit={send} className="grid gap-4">
      <Field id="phone-factor-number" label={t('Phone number')}>
        <PhoneNumberInput id="phone-factor-number" required value={phoneNumber} onChange={(event) => setPhoneNumber(event.target.value)} />
      </Field>
      <div>
        <Button type="submit" disabled={!phoneNumber.trim() || pending} className="w-full sm:w-auto">
          {t('Send me a code')}
        </Button>
      </div>
    </form>
  );
}
