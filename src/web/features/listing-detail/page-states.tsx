import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { t } from '../../lib/i18n';

/** True when the page is shown inside the signed-in shell (/app/...), false on the public pages. */
export function useInApp(): boolean {
  return useLocation().pathname.startsWith('/app/');
}

/** "Business not found" / "Profile not found": the page's one heading, and a way back. */
export function DetailNotFound({ title, description }: { title: string; description: string }) {
  const inApp = useInApp();
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-16 text-center">
      <SearchX aria-hidden className="size-12 text-muted-foreground" strokeWidth={1.5} />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="max-w-sm text-muted-foreground">{description}</p>
      <Button asChild className="mt-2">
        <Link to={inApp ? '/app' : '/'}>
          <ArrowLeft aria-hidden />
          {inApp ? t('Back to the feed') : t('Go to the home page')}
        </Link>
      </Button>
    </div>
  );
}

export function DetailLoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="py-8">
      <h1 className="sr-only">{message}</h1>
      <LoadError message={message} onRetry={onRetry} />
    </div>
  );
}
