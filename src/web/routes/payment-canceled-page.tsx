import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api';
import { PaymentCanceledView } from '../features/payments';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** Where the provider sends the member who left the checkout: `/payment-canceled?reference=…`. */
export default function PaymentCanceledPage() {
  useDocumentTitle(t('Payment Canceled'));
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const reference = params.get('reference');
  if (session.isPending) return <PageSpinner label={t('Loading your session')} />;
  const signedIn = Boolean(session.data?.user);
  // Only the payer may cancel the payment: sign in first, then come back to this address.
  if (!signedIn && reference)
    return <Navigate to={`/auth?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />;
  return <PaymentCanceledView reference={reference} signedIn={signedIn} />;
}
