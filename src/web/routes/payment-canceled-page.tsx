import { useSession } from '../features/auth/api';
import { PaymentCanceledView } from '../features/payments';
import { useDocumentTitle } from '../lib/use-document-title';

/** Where the provider sends the member who left the checkout: `/payment-canceled`. */
export default function PaymentCanceledPage() {
  useDocumentTitle('Payment Canceled');
  const session = useSession();
  return <PaymentCanceledView signedIn={Boolean(session.data?.user)} />;
}
