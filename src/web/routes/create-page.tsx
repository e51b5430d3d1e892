import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { CreateContent } from '../features/create-content';
import { useDocumentTitle } from '../lib/use-document-title';

export default function CreatePage() {
  const navigate = useNavigate();
  useDocumentTitle('Create Content');
  return (
    <>
      <Button variant="ghost" size="sm" className="mb-2" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden /> Back
      </Button>
      <PageHeader title="Create Content" description="Choose what you want to publish." />
      <CreateContent />
    </>
  );
}
