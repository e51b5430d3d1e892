import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { useKnownPayment } from './api';
import { ADS_PATH } from './result-parts';
import { SUBSCRIPTION_PATH } from './steps';

/** The return pages' way back in their header: Your ads for an advertisement's payment, else the subscription. */
export function PaymentHeaderLink({ reference }: { reference: string | null }) {
  const payment = useKnownPayment(reference);
  return (
    <Button asChild size="sm" variant="ghost">
      {payment?.advertisement ? <Link to={ADS_PATH}>{t('Your ads')}</Link> : <Link to={SUBSCRIPTION_PATH}>{t('My Subscription')}</Link>}
    </Button>
  );
}
