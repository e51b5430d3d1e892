import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { t } from '../../lib/i18n';

/** Shown to a visitor without a session (the shell normally sends them to sign in first); `message` is already translated. */
export function AuthRequired({ message }: { message: string }) {
  return (
    <EmptyState
      icon={Lock}
      title={t('Authentication Required')}
      description={message}
      action={
        <Button asChild className="mt-2">
          <Link to="/auth">{t('Sign in')}</Link>
        </Button>
      }
    />
  );
}
