import { CalendarDays, Lock, Megaphone, StickyNote, TvMinimalPlay, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/me';
import type { ContentKind } from './content-dialogs';
import { msg } from '../../../shared/i18n/msg';
import { t } from '../../lib/i18n';

/** Each option's texts are whole messages (word order differs between languages); `upgrade` is what a Free member reads. */
const OPTIONS: Array<{ kind: ContentKind; title: string; create: string; icon: LucideIcon; text: string; upgrade?: string }> = [
  {
    kind: 'notice',
    title: msg('Notice'),
    create: msg('Create notice'),
    icon: StickyNote,
    text: msg('Share a short notice with people near you.'),
  },
  {
    kind: 'event',
    title: msg('Event'),
    create: msg('Create event'),
    icon: CalendarDays,
    text: msg('Invite people to an event with a date, time and place.'),
  },
  {
    kind: 'announcement',
    title: msg('Announcement'),
    create: msg('Create announcement'),
    icon: Megaphone,
    text: msg('Reach people across the country with an announcement.'),
    upgrade: msg('Upgrade to Premium to access announcements'),
  },
  {
    kind: 'advertisement',
    title: msg('Advertisement'),
    create: msg('Create advertisement'),
    icon: TvMinimalPlay,
    text: msg('Promote your business in the app’s ad slots.'),
    upgrade: msg('Upgrade to Premium to access advertisements'),
  },
];

/** The forms (with zod and the place fields) are fetched when first wanted — pointed at, focused or pressed — not with the page. */
const loadDialogs = () => import('./content-dialogs');
const ContentDialog = lazy(() => loadDialogs().then((module) => ({ default: module.ContentDialog })));

/** The four options of Create Content (spec part 2 §2.9); Announcement and Advertisement need Premium or Pro. */
export function CreateContent() {
  const me = useMe();
  const [open, setOpen] = useState<ContentKind | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  if (me.isPending) return <Spinner label={t('Loading your plan')} />;
  if (me.isError)
    return <LoadError message={t('Could not load your plan')} error={me.error} onRetry={() => me.refetch()} retrying={me.isFetching} />;
  const plan = me.data.plan;

  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => {
          // Announcement and Advertisement need Premium or Pro: only Free is locked out, so the message is always “Upgrade to Premium”.
          const locked = option.upgrade !== undefined && plan === 'free';
          const headingId = `create-${option.kind}`;
          return (
            <li key={option.kind}>
              <Card className="flex h-full flex-col gap-3 p-4" aria-labelledby={headingId}>
                <div className="flex gap-3">
                  <option.icon aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
                  <div className="min-w-0">
                    <h2 id={headingId} className="font-semibold">
                      {t(option.title)}
                    </h2>
                    <p className="text-sm text-muted-foreground">{t(option.text)}</p>
                    <p className="mt-2 text-xs font-medium text-muted-foreground">
                      {option.upgrade ? t('Premium and Pro') : t('All plans')}
                    </p>
                  </div>
                </div>
                <div className="mt-auto">
                  {locked ? (
                    <div className="grid gap-2 rounded-md border border-border bg-muted/40 p-3">
                      <p className="flex items-center gap-1.5 text-sm font-semibold">
                        <Lock aria-hidden className="size-4" /> {t('Upgrade required')}
                      </p>
                      <p className="text-sm text-muted-foreground">{option.upgrade ? t(option.upgrade) : null}</p>
                      <Button asChild size="sm" variant="outline" className="justify-self-start">
                        <Link to="/app/account?tab=subscription">{t('See plans')}</Link>
                      </Button>
                    </div>
                  ) : (
                    <Button
                      size="sm"
                      onPointerEnter={() => void loadDialogs()}
                      onFocus={() => void loadDialogs()}
                      onClick={() => {
                        setOpen(option.kind);
                        setDialogOpen(true);
                      }}
                    >
                      {t(option.create)}
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm">
        <Link
          to={`/app/members/${encodeURIComponent(me.data.userId)}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('Your notices, events and announcements')}
        </Link>{' '}
        <span className="text-muted-foreground">{t('(edit or delete them there)')} ·</span>{' '}
        <Link to="/app/ads" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('Your ads')}
        </Link>
      </p>
      {open === null ? null : (
        <Suspense fallback={null}>
          <ContentDialog kind={open} open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </>
  );
}
