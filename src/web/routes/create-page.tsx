import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { CreateContent } from '../features/create-content';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

export default function CreatePage() {
  const navigate = useNavigate();
  useDocumentTitle(t('Create Content'));
  return (
    <>
      <Button variant="ghost" size="sm" className="mb-2" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden /> {t('Back')}
      </Button>
      <PageHeader title={t('Create Content')} description={t('Choose what you want to publish.')} />
      <CreateContent />
    </>
  );
}
