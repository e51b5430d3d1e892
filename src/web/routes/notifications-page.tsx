import { Bell } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../lib/use-document-title';

export default function NotificationsPage() {
  useDocumentTitle('Notifications');
  return (
    <>
      <PageHeader title="Notifications" />
      <EmptyState icon={Bell} title="No notifications yet" description="You will hear here about messages, connections and activity on your posts." />
    </>
  );
}
