import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { authApi, useAuthProviders } from './api';
import { t } from '../../lib/i18n';

const LABELS: Record<string, string> = { google: 'Google', microsoft: 'Microsoft', apple: 'Apple' };

function ProviderIcon({ provider }: { provider: string }) {
  if (provider === 'google') {
    return (
      <svg aria-hidden viewBox="0 0 24 24" className="size-4">
        <path fill="#4285F4" d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.3-4.7 3.3-8z" />
        <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z" />
        <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8z" />
        <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z" />
      </svg>
    );
  }
  if (provider === 'microsoft') {
    return (
      <svg aria-hidden viewBox="0 0 24 24" className="size-4">
        <path fill="#F25022" d="M2 2h9.5v9.5H2z" />
        <path fill="#7FBA00" d="M12.5 2H22v9.5h-9.5z" />
        <path fill="#00A4EF" d="M2 12.5h9.5V22H2z" />
        <path fill="#FFB900" d="M12.5 12.5H22V22h-9.5z" />
      </svg>
    );
  }
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4 fill-current">
      <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9s-2-.9-3.4-.9a5 5 0 0 0-4.2 2.6c-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6s1.8-.8 3.3-.8 2 .8 3.4.8 2.2-1.3 3.1-2.5c1-1.4 1.4-2.8 1.4-2.9 0 0-2.6-1-2.6-4.1zM13.9 5c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.7-1.2 1.9-1.1 3 1.2.1 2.3-.6 3.1-1.4z" />
    </svg>
  );
}

/** Buttons for the sign-in providers that have keys; nothing at all when none has. */
export function ProviderButtons() {
  const providers = useAuthProviders();
  const [pending, setPending] = useState<string | null>(null);
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;

  async function start(provider: string) {
    setPending(provider);
    try {
      const { url } = await authApi.socialSignIn(provider);
      window.location.assign(url);
    } catch (error) {
      setPending(null);
      toast.error(t('Error signing in'), { description: errorMessage(error) });
    }
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        {list.map((provider) => (
          <Button key={provider} variant="outline" disabled={pending !== null} onClick={() => start(provider)}>
            <ProviderIcon provider={provider} />
            {pending === provider ? t('Redirecting...') : t('Continue with {provider}', { provider: LABELS[provider] })}
          </Button>
        ))}
      </div>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('Or continue with')}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
