import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { t } from '../../lib/i18n';
import { Button } from './button';

/** "Event not found", "Member not found"…: a page whose item is not there. Its one heading, why, and a way back. */
export function NotFoundNotice({ title, description }: { title: string; description: string }) {
  const inApp = useLocation().pathname.startsWith('/app/');
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
