import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../components/ui/button';
import { MemberProfile } from '../features/members';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';
import NotFoundPage from './not-found-page';

/** /app/members/{userId}: a member's profile with what they published. */
export default function MemberPage() {
  const navigate = useNavigate();
  const { userId } = useParams();
  useDocumentTitle(t('Profile'));
  if (!userId || userId.length > 100) return <NotFoundPage />;
  return (
    <>
      <Button variant="ghost" size="sm" className="mb-2" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden /> {t('Back')}
      </Button>
      <MemberProfile userId={userId} />
    </>
  );
}
