import { useParams } from 'react-router';
import { ReceiptView } from '../features/payments';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** `/app/account/receipts/:reference`: a printable receipt of one of the member's payments. */
export default function ReceiptPage() {
  const { reference = '' } = useParams();
  useDocumentTitle(t('Receipt'));
  return <ReceiptView key={reference} reference={reference} />;
}
