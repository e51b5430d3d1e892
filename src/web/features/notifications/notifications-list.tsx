import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useDeleteNotification, useMarkRead, type useNotifications } from './api';
import { NotificationItem, NotificationSkeleton } from './notification-item';
import { LoadError } from '../../components/ui/load-error';
import { t } from '../../lib/i18n';
import { pageNow } from '../../lib/first-screen';

/**
 * The current time, moving on every minute so "5 minutes ago" stays true while the page is open; first the moment the
 * server drew the page, so the takeover writes the same times.
 */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(pageNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const failed = (description: string) => toast.error(t('Error'), { description });

/** The member's notifications newest first, with loading, error and empty states and "Load more". */
export function NotificationsList({ list }: { list: ReturnType<typeof useNotifications> }) {
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const now = useNow();

  useEffect(() => {
    if (list.isError) toast.error(t('Error'), { id: 'notifications-load-error', description: t('Failed to load notifications') });
  }, [list.isError, list.errorUpdatedAt]);

  if (list.isPending) {
    return (
      <div role="status" aria-label={t('Loading notifications')} className="overflow-hidden rounded-lg border border-border bg-card">
        <ul className="divide-y divide-border">
          {Array.from({ length: 4 }, (_, index) => (
            <NotificationSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }

  if (list.isError) {
    return (
      <LoadError
        message={t('Failed to load notifications')}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }

  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Bell}
        title={t('No notifications yet')}
        description={t('You will hear here about messages, connections, reviews, new followers and activity on your posts.')}
      />
    );
  }

  const busy = (id: number) => (markRead.isPending && markRead.variables === id) || (remove.isPending && remove.variables === id);

  return (
    <div className="grid gap-4">
      <ul aria-label={t('Notifications')} className="divide-y divide-border overflow-hidden rounded-lg border border-border">
        {items.map((notification) => (
          <NotificationItem
            key={notification.notificationId}
            notification={notification}
            now={now}
            busy={busy(notification.notificationId)}
            onOpen={() => {
              if (!notification.isRead)
                markRead.mutate(notification.notificationId, { onError: () => failed(t('Failed to mark as read')) });
            }}
            onMarkRead={() => markRead.mutate(notification.notificationId, { onError: () => failed(t('Failed to mark as read')) })}
            onDelete={() =>
              remove.mutate(notification.notificationId, {
                onSuccess: () => toast.success(t('Notification deleted')),
                onError: () => failed(t('Failed to delete notification')),
              })
            }
          />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="outline" className="justify-self-center" disabled={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
          {list.isFetchingNextPage ? t('Loading...') : t('Load more')}
        </Button>
      ) : null}
    </div>
  );
}
