import { Map } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../lib/use-document-title';

export default function MapsPage() {
  useDocumentTitle('Interactive Map');
  return (
    <>
      <PageHeader title="Interactive Map" />
      <EmptyState icon={Map} title="Nothing on the map yet" description="Businesses and professionals with a location will appear here." />
    </>
  );
}
