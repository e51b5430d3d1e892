import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api';
import { PaymentSuccessView } from '../features/payments';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** Where the provider sends the member after paying: `/payment-success?reference=…`. */
export default function PaymentSuccessPage() {
  useDocumentTitle(t('Payment'));
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  if (session.isPending) return <PageSpinner label={t('Loading your session')} />;
  // Only the member who paid may verify the payment: sign in first, then come back to this address.
  if (!session.data?.user)
    return <Navigate to={`/auth?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />;
  return <PaymentSuccessView reference={params.get('reference')} />;
}
