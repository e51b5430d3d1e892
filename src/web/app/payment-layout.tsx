import { Outlet, useSearchParams } from 'react-router';
import { TAGLINE } from '../../shared/brand';
import { Wordmark } from '../components/wordmark';
import { useSession } from '../features/auth/api';
import { PaymentHeaderLink } from '../features/payments';
import { t } from '../lib/i18n';

/**
 * The frame of the payment return pages (/payment-success, /payment-canceled). They sit outside the signed-in shell on
 * purpose: the provider redirects here, often into the tab the checkout opened, and the page is the end of a flow —
 * the outcome and the way back, without the app's navigation (or its realtime socket) loading around it. A member
 * whose session ended is asked to sign in and returns to the same address (see payment-success-page).
 */
export default function PaymentLayout() {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const [params] = useSearchParams();
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="border-b border-border">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-3 sm:px-4">
          <Wordmark to={signedIn ? '/app' : '/'} />
          {signedIn ? <PaymentHeaderLink reference={params.get('reference')} /> : null}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-3 pb-12 pt-4 sm:px-4">
        <Outlet />
      </main>
      <footer className="border-t border-border">
        <p className="mx-auto max-w-6xl px-3 py-6 text-sm text-muted-foreground sm:px-4">{t(TAGLINE)}</p>
      </footer>
    </div>
  );
}
