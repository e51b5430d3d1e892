import { WifiOff } from 'lucide-react';
import { Link, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { useOnline } from '../features/offline';
import { t } from '../lib/i18n';
import { failureDetail } from '../lib/load-failure';

/**
 * Shown when a page fails to load: most often its script, never opened on this phone, while offline (the service worker
 * keeps a page's script once it is used). Inside the app's or the public pages' layout (`inLayout`), so the header and
 * the navigation stay; at the top only when the layout itself could not load.
 */
export function RouteError({ inLayout = false }: { inLayout?: boolean }) {
  const error = useRouteError();
  const online = useOnline();
  console.error(error);
  const Wrapper = inLayout ? 'div' : 'main';
  return (
    <Wrapper className={`flex flex-col items-center justify-center gap-4 px-6 text-center ${inLayout ? 'py-16' : 'min-h-dvh py-12'}`}>
      {online ? null : <WifiOff aria-hidden className="size-12 text-muted-foreground" strokeWidth={1.5} />}
      <h1 className="text-2xl font-bold">{online ? t('This page could not load') : t('You are offline')}</h1>
      <p className="max-w-sm text-muted-foreground">
        {online
          ? failureDetail(error)
          : t('This page was not saved on this phone, so it cannot open without a connection. Pages you opened before still work.')}
      </p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t('Try again')}</Button>
        {inLayout ? null : (
          <Button asChild variant="outline">
            <Link to="/">{t('Go home')}</Link>
          </Button>
        )}
      </div>
    </Wrapper>
  );
}
