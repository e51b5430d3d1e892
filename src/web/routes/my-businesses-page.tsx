import { Store } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../lib/use-document-title';

export default function MyBusinessesPage() {
  useDocumentTitle('My Businesses');
  return (
    <>
      <PageHeader title="My Businesses" />
      <EmptyState icon={Store} title="No businesses yet" description="Add your business so customers nearby can find your products and services." />
    </>
  );
}
