import { Users } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../lib/use-document-title';

export default function NetworkPage() {
  useDocumentTitle('My Network');
  return (
    <>
      <PageHeader title="My Network" />
      <EmptyState icon={Users} title="No connections yet" description="Connect with professionals and businesses you work with." />
    </>
  );
}
