import { CheckCheck } from 'lucide-react';
import { toast } from '../lib/toast';
import { Button } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { useMarkAllRead, useNotifications } from '../features/notifications/api';
import { NotificationsList } from '../features/notifications';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

export default function NotificationsPage() {
  useDocumentTitle(t('Notifications'));
  const list = useNotifications();
  const markAll = useMarkAllRead();
  const unread = list.data?.pages[0]?.unreadCount ?? 0;

  function markAllRead() {
    markAll.mutate(undefined, {
      onSuccess: () => toast.success(t('All notifications marked as read')),
      onError: () => toast.error(t('Error'), { description: t('Failed to mark all as read') }),
    });
  }

  return (
    <div className="mx-auto w-full max-w-3xl min-w-0">
      <PageHeader
        title={t('Notifications')}
        // The line holds its place while the list loads, so the list does not move down when the count arrives.
        description={
          list.data ? (unread ? t('{count} unread', { count: unread }) : t('You are all caught up.')) : t('Loading notifications')
        }
        actions={
          list.data && list.data.pages[0]!.items.length > 0 ? (
            <Button variant="outline" size="sm" onClick={markAllRead} disabled={unread === 0 || markAll.isPending}>
              <CheckCheck aria-hidden />
              {t('Mark all as read')}
            </Button>
          ) : null
        }
      />
      <NotificationsList list={list} />
    </div>
  );
}
