import { useSession } from '../features/auth/api';
import { PaymentCanceledView } from '../features/payments';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** Where the provider sends the member who left the checkout: `/payment-canceled`. */
export default function PaymentCanceledPage() {
  useDocumentTitle(t('Payment Canceled'));
  const session = useSession();
  return <PaymentCanceledView signedIn={Boolean(session.data?.user)} />;
}
