import { Link, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { t } from '../lib/i18n';

/** Shown when a page fails to load (for example a chunk lost on a dropped connection). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('This page could not load')}</h1>
      <p className="max-w-sm text-muted-foreground">{t('Check your connection and try again.')}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t('Try again')}</Button>
        <Button asChild variant="outline">
          <Link to="/">{t('Go home')}</Link>
        </Button>
      </div>
    </main>
  );
}
