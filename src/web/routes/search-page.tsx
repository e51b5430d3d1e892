import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../lib/use-document-title';

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  useDocumentTitle('Search Results');
  return (
    <>
      <PageHeader title="Search Results" description={query ? `Results for "${query}"` : undefined} />
      <EmptyState icon={SearchX} title="No results found" description="Try adjusting your search terms." />
    </>
  );
}
