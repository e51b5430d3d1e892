import { useLocation, useParams } from 'react-router';
import { AnalyticsView } from '../features/analytics';
import { parseId, useBusiness, useProfession } from '../features/listing-detail/api';
import { t } from '../lib/i18n';
import { EmptyState } from '../components/ui/empty-state';

/** /app/business/:id/analytics and /app/profession/:id/analytics: the owner's numbers for one listing. */
export default function ListingAnalyticsPage() {
  const id = parseId(useParams().id);
  const kind = useLocation().pathname.startsWith('/app/profession/') ? 'profession' : 'business';
  const business = useBusiness(kind === 'business' ? id : null);
  const profession = useProfession(kind === 'profession' ? id : null);
  if (id === null) return <EmptyState title={t('Analytics not available')} description={t('This link is not quite right.')} />;
  const name = kind === 'business' ? (business.data?.name ?? null) : (profession.data?.title ?? null);
  return <AnalyticsView key={`${kind}-${id}`} kind={kind} id={id} name={name} backHref={`/app/${kind}/${id}`} />;
}
