import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Wordmark } from '../../components/wordmark';
import { t } from '../../lib/i18n';
import { SkipLink } from '../../components/skip-link';

/**
 * The console's own header: LocalHub's name and the way back to the app. The app's header would bring its realtime
 * socket and unread counts with it, which staff at work in the console do not need.
 */
export function ConsoleHeader() {
  return (
    <>
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-4xl items-center justify-between gap-3 px-3 sm:px-6">
          <Wordmark to="/app" />
          <Link
            to="/app"
            className="inline-flex h-10 min-w-0 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <ArrowLeft aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{t('Back to the app')}</span>
          </Link>
        </div>
      </header>
    </>
  );
}
