import { Briefcase } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../lib/use-document-title';

export default function MyProfessionsPage() {
  useDocumentTitle('My Professions');
  return (
    <>
      <PageHeader title="My Professions" />
      <EmptyState icon={Briefcase} title="No professions yet" description="Add your trade or profession so customers nearby can find and hire you." />
    </>
  );
}
