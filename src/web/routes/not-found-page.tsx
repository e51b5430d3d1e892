import { House } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle(t('Page not found'));
  // Inside /app the shell already provides <main>; outside it this page is the whole screen.
  const inShell = useLocation().pathname.startsWith('/app/');
  const Wrapper = inShell ? 'div' : 'main';

  return (
    <Wrapper
      className={`flex flex-col items-center justify-center gap-4 px-6 text-center text-foreground ${
        inShell ? 'py-16' : 'min-h-dvh bg-background py-12'
      }`}
    >
      <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-primary sm:text-8xl">
        404
      </p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('Oops! Page not found')}</h1>
      <p className="max-w-sm text-muted-foreground">
        {t('The page you are looking for does not exist or has moved. Check the address, or head back home.')}
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">
          <House aria-hidden="true" />
          {t('Return to Home')}
        </Link>
      </Button>
    </Wrapper>
  );
}
