import { Newspaper } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../lib/use-document-title';

export default function FeedPage() {
  useDocumentTitle('Home');
  return (
    <>
      <PageHeader title="Feed" description="What is happening near you." />
      <EmptyState icon={Newspaper} title="No posts yet" description="Be the first to share something!" />
    </>
  );
}
