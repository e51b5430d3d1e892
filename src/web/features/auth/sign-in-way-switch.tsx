import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { useAuthProviders } from './api';

export type SignInWay = 'email' | 'phone';

/** Email or phone number, for signing in and up; nothing when the server has no phone sign-in (PHONE_SIGN_IN=off). */
export function SignInWaySwitch({ value, onChange }: { value: SignInWay; onChange(way: SignInWay): void }) {
  const providers = useAuthProviders();
  if (!providers.data?.phone) return null;
  return (
    <div role="group" aria-label={t('Sign in with')} className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1">
      {(['email', 'phone'] as const).map((way) => (
        <Button
          key={way}
          type="button"
          size="sm"
          variant={value === way ? 'default' : 'ghost'}
          aria-pressed={value === way}
          onClick={() => onChange(way)}
        >
          {way === 'email' ? t('Email') : t('Phone number')}
        </Button>
      ))}
    </div>
  );
}
