import { Bell } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';

export function NotificationsTab() {
  return (
    <EmptyState
      icon={Bell}
      title="No notification settings yet"
      description="You will be able to choose which emails and alerts you receive here."
    />
  );
}
