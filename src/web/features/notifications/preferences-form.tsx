import { toast } from '../../lib/toast';
import type { NotificationPreferences } from '../../../shared/schemas/notifications';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useNotificationPreferences, useSavePreferences } from './api';
import { LabelledSwitch } from '../../components/ui/labelled-switch';
import { msg } from '../../../shared/i18n/msg';
import { t } from '../../lib/i18n';

type Key = keyof NotificationPreferences;

const GROUPS: Array<{ title: string; items: Array<{ key: Key; label: string; description: string }> }> = [
  {
    title: msg('How you hear from us'),
    items: [
      {
        key: 'emailNotifications',
        label: msg('Email notifications'),
        description: msg(
          'Emails about new messages, connection requests, comments and reviews (at most one an hour per conversation or post).',
        ),
      },
      {
        key: 'pushNotifications',
        label: msg('Push notifications'),
        description: msg('New notifications appear at once in your open LocalHub tabs. When off, you see them the next time you look.'),
      },
      { key: 'marketingEmails', label: msg('Marketing emails'), description: msg('News, tips and offers from LocalHub.') },
    ],
  },
  {
    title: msg('What you hear about'),
    items: [
      { key: 'newConnections', label: msg('New connections'), description: msg('Connection requests, and when someone accepts yours.') },
      { key: 'newMessages', label: msg('New messages'), description: msg('Messages from other members.') },
      { key: 'postLikes', label: msg('Post likes'), description: msg('When someone likes your post.') },
      { key: 'postComments', label: msg('Post comments'), description: msg('When someone comments on your post.') },
    ],
  },
];

/** The spec's seven switches, kept on the server; each change is saved at once. */
export function NotificationPreferencesForm() {
  const prefs = useNotificationPreferences();
  const save = useSavePreferences();

  if (prefs.isPending) return <Spinner label={t('Loading notification preferences')} />;
  if (prefs.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-destructive">{t('Failed to load notification preferences')}</p>
        <Button variant="outline" size="sm" onClick={() => prefs.refetch()} disabled={prefs.isFetching}>
          {t('Try again')}
        </Button>
      </div>
    );
  }

  const current = prefs.data;
  function change(key: Key, value: boolean) {
    save.mutate(
      { ...current, [key]: value },
      {
        onSuccess: () => toast.success(t('Notification preferences saved')),
        onError: () => toast.error(t('Error'), { description: t('Failed to save notification preferences') }),
      },
    );
  }

  return (
    <div className="grid gap-6">
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="min-w-0">
          <legend className="text-sm font-semibold text-muted-foreground">{t(group.title)}</legend>
          <div className="divide-y divide-border">
            {group.items.map((item) => (
              <LabelledSwitch
                key={item.key}
                label={t(item.label)}
                description={t(item.description)}
                checked={current[item.key]}
                disabled={save.isPending}
                onCheckedChange={(value) => change(item.key, value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <p className="text-sm text-muted-foreground">
        {t('Reviews of your listings, new followers and new posts from listings you follow always appear in your notifications.')}
      </p>
    </div>
  );
}
