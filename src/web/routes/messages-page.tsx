import { MessageCircle } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../lib/use-document-title';

export default function MessagesPage() {
  useDocumentTitle('Messages');
  return (
    <>
      <PageHeader title="Messages" />
      <EmptyState icon={MessageCircle} title="No conversations yet" description="Message a professional or business from their profile to start a conversation." />
    </>
  );
}
