import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../components/ui/button';
import { EventDetails } from '../features/events';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';
import NotFoundPage from './not-found-page';

/** /events/{id} (public) and /app/events/{id}. */
export default function EventPage() {
  const navigate = useNavigate();
  const { id } = useParams();
  useDocumentTitle(t('Event'));
  const eventId = Number(id);
  if (!/^[1-9]\d{0,14}$/.test(id ?? '')) return <NotFoundPage />;
  return (
    <>
      <Button variant="ghost" size="sm" className="mb-2" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden /> {t('Back')}
      </Button>
      <EventDetails eventId={eventId} />
    </>
  );
}
