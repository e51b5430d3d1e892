import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { QrCode } from '../../../components/qr-code';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { authApi, useSession } from '../../auth/api';
import { PhoneFactorSection } from './phone-factor-section';

type Step = { kind: 'idle' } | { kind: 'scan'; uri: string; backupCodes: string[] } | { kind: 'codes'; backupCodes: string[] };

/**
 * Account → Security: turn two-factor sign-in (TOTP) on with a QR code and a code check, or off with the password; once
 * on, codes by SMS may be taken too.
 */
export function TwoFactorCard() {
  const session = useSession();
  const enabled = Boolean(session.data?.user.twoFactorEnabled);
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  return (
    <SectionCard
      title={t('Two-Factor Sign-In')}
      icon={<ShieldCheck aria-hidden className="size-5 text-muted-foreground" />}
      description={
        enabled && step.kind === 'idle'
          ? t('On: signing in asks for a code from your authenticator app (or a backup code) after your password.')
          : t('Add a second step to signing in: a 6-digit code from an authenticator app on your phone.')
      }
    >
      {step.kind === 'scan' ? (
        <ScanStep uri={step.uri} onDone={() => setStep({ kind: 'codes', backupCodes: step.backupCodes })} />
      ) : step.kind === 'codes' ? (
        <BackupCodes
          codes={step.backupCodes}
          onDone={() => {
            setStep({ kind: 'idle' });
            void session.refetch();
          }}
        />
      ) : enabled ? (
        <>
          <PasswordForm action="off" />
          <PhoneFactorSection />
        </>
      ) : (
        <PasswordForm action="on" onStarted={(uri, backupCodes) => setStep({ kind: 'scan', uri, backupCodes })} />
      )}
    </SectionCard>
  );
}

function PasswordForm({ action, onStarted }: { action: 'on' | 'off'; onStarted?(uri: string, backupCodes: string[]): void }) {
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const session = useSession();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    setPending(true);
    try {
      if (action === 'on') {
        const answer = await authApi.enableTwoFactor(password);
        onStarted?.(answer.totpURI, answer.backupCodes);
      } else {
        await authApi.disableTwoFactor(password);
        toast.success(t('Two-factor sign-in is off'));
        await session.refetch();
      }
    } catch (error) {
      toast.error(action === 'on' ? t('Could not start two-factor set-up') : t('Could not turn off two-factor sign-in'), {
        description: errorMessage(error),
      });
    } finally {
      setPending(false);
      setPassword('');
    }
  }

  const id = `two-factor-password-${action}`;
  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field
        id={id}
        label={t('Your password')}
        hint={action === 'on' ? t('To confirm it is you.') : t('Needed to turn two-factor sign-in off.')}
      >
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
      </Field>
      <div>
        <Button
          type="submit"
          variant={action === 'on' ? 'default' : 'destructive'}
          disabled={!password || pending}
          className="w-full sm:w-auto"
        >
          {action === 'on' ? t('Turn on two-factor sign-in') : t('Turn off two-factor sign-in')}
        </Button>
      </div>
    </form>
  );
}

function ScanStep({ uri, onDone }: { uri: string; onDone(): void }) {
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const secret = new URL(uri).searchParams.get('secret') ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      // Turning it on replaces the session with one that passed the code (same member: the cache stays valid).
      await authApi.verifyTotp(code.replace(/\s/g, ''));
      toast.success(t('Two-factor sign-in is on'));
      onDone();
    } catch (error) {
      setPending(false);
      toast.error(t('That code did not work'), { description: errorMessage(error) });
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm">{t('Scan this code with your authenticator app, then enter the 6-digit code it shows.')}</p>
      <div className="justify-self-start rounded-md border border-border bg-white p-2">
        <QrCode value={uri} label={t('QR code for your authenticator app')} />
      </div>
      <p className="text-sm text-muted-foreground">
        {t('Cannot scan? Enter this key in the app:')} <code className="break-all font-mono text-foreground">{secret}</code>
      </p>
      <form onSubmit={submit} className="grid gap-4">
        <Field id="two-factor-setup-code" label={t('Code from the app')}>
          <Input
            id="two-factor-setup-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </Field>
        <div>
          <Button type="submit" disabled={code.trim().length < 6 || pending} className="w-full sm:w-auto">
            {pending ? t('Checking...') : t('Verify and turn on')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {t('Save these backup codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.')}
      </p>
      <ul aria-label={t('Backup codes')} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-muted px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={onDone} className="w-full sm:w-auto">
          {t('I have saved my codes')}
        </Button>
      </div>
    </div>
  );
}
