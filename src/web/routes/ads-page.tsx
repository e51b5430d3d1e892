import { PageHeader } from '../components/ui/page-header';
import { AdDashboard } from '../features/ads';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** `/app/ads`: the member's advertisements — status, impressions, clicks, spend, pause and resume, run again. */
export default function AdsPage() {
  useDocumentTitle(t('Your ads'));
  return (
    <div className="mx-auto w-full max-w-3xl min-w-0">
      <PageHeader title={t('Your ads')} description={t('Status, impressions, clicks and spend of your advertisements.')} />
      <AdDashboard />
    </div>
  );
}
