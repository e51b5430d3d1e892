import { toast } from '../../lib/toast';
import type { NotificationPreferences } from '../../../shared/schemas/notifications';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useNotificationPreferences, useSavePreferences } from './api';
import { LabelledSwitch } from '../../components/ui/labelled-switch';

type Key = keyof NotificationPreferences;

const GROUPS: Array<{ title: string; items: Array<{ key: Key; label: string; description: string }> }> = [
  {
    title: 'How you hear from us',
    items: [
      {
        key: 'emailNotifications',
        label: 'Email notifications',
        description: 'Emails about new messages, connection requests, comments and reviews (at most one an hour per conversation or post).',
      },
      {
        key: 'pushNotifications',
        label: 'Push notifications',
        description: 'New notifications appear at once in your open LocalHub tabs. When off, you see them the next time you look.',
      },
      { key: 'marketingEmails', label: 'Marketing emails', description: 'News, tips and offers from LocalHub.' },
    ],
  },
  {
    title: 'What you hear about',
    items: [
      { key: 'newConnections', label: 'New connections', description: 'Connection requests, and when someone accepts yours.' },
      { key: 'newMessages', label: 'New messages', description: 'Messages from other members.' },
      { key: 'postLikes', label: 'Post likes', description: 'When someone likes your post.' },
      { key: 'postComments', label: 'Post comments', description: 'When someone comments on your post.' },
    ],
  },
];

/** The spec's seven switches, kept on the server; each change is saved at once. */
export function NotificationPreferencesForm() {
  const prefs = useNotificationPreferences();
  const save = useSavePreferences();

  if (prefs.isPending) return <Spinner label="Loading notification preferences" />;
  if (prefs.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-destructive">Failed to load notification preferences</p>
        <Button variant="outline" size="sm" onClick={() => prefs.refetch()} disabled={prefs.isFetching}>
          Try again
        </Button>
      </div>
    );
  }

  const current = prefs.data;
  function change(key: Key, value: boolean) {
    save.mutate(
      { ...current, [key]: value },
      {
        onSuccess: () => toast.success('Notification preferences saved'),
        onError: () => toast.error('Error', { description: 'Failed to save notification preferences' }),
      },
    );
  }

  return (
    <div className="grid gap-6">
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="min-w-0">
          <legend className="text-sm font-semibold text-muted-foreground">{group.title}</legend>
          <div className="divide-y divide-border">
            {group.items.map((item) => (
              <LabelledSwitch
                key={item.key}
                label={item.label}
                description={item.description}
                checked={current[item.key]}
                disabled={save.isPending}
                onCheckedChange={(value) => change(item.key, value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <p className="text-sm text-muted-foreground">
        Reviews of your listings, new followers and new posts from listings you follow always appear in your notifications.
      </p>
    </div>
  );
}
