import { Link, Outlet, useLocation } from 'react-router';
import { TAGLINE } from '../../shared/brand';
import { Button } from '../components/ui/button';
import { LanguageSelect } from '../components/language-select';
import { Wordmark } from '../components/wordmark';
import { useSession } from '../features/auth/api';
import { t } from '../lib/i18n';
import { SkipLink } from '../components/skip-link';

/** The frame of the pages anyone may open without signing in (public business and profession pages). */
export default function PublicLayout() {
  const session = useSession();
  const location = useLocation();
  const signedIn = Boolean(session.data?.user);
  // Members continue to the same page inside the app; visitors are offered sign-in.
  const inApp = `/app${location.pathname}${location.hash}`;

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-3 sm:px-4">
          <Wordmark to={signedIn ? '/app' : '/'} />
          {session.isPending ? null : signedIn ? (
            <Button asChild size="sm" className="whitespace-nowrap">
              <Link to={inApp}>{t('Open the app')}</Link>
            </Button>
          ) : (
            <div className="flex items-center gap-1">
              <span className="hidden sm:contents">
                <Button asChild size="sm" variant="ghost">
                  <Link to="/">{t('About LocalHub')}</Link>
                </Button>
              </span>
              <Button asChild size="sm" className="whitespace-nowrap">
                <Link to="/auth">{t('Sign In')}</Link>
              </Button>
            </div>
          )}
        </div>
      </header>
      {/* At least a screen tall: the footer never starts on the first screen and is pushed down when the page loads. */}
      <main id="main" className="mx-auto min-h-[calc(100dvh-3.5rem)] w-full max-w-6xl flex-1 px-3 pb-12 pt-4 sm:px-4">
        <Outlet />
      </main>
      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-3 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-4">
          <p>{t(TAGLINE)}</p>
          <LanguageSelect />
          <p>© {new Date().getFullYear()} LocalHub</p>
        </div>
      </footer>
    </div>
  );
}
