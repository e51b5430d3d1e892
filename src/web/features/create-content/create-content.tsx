import { CalendarDays, Lock, Megaphone, StickyNote, TvMinimalPlay, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { upgradeMessage } from '../../../shared/plans';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useMe } from '../account/api';
import { ContentDialog, type ContentKind } from './content-dialogs';

const OPTIONS: Array<{ kind: ContentKind; title: string; icon: LucideIcon; text: string; paid: boolean; feature: string }> = [
  {
    kind: 'notice',
    title: 'Notice',
    icon: StickyNote,
    text: 'Share a short notice with people near you.',
    paid: false,
    feature: 'notices',
  },
  {
    kind: 'event',
    title: 'Event',
    icon: CalendarDays,
    text: 'Invite people to an event with a date, time and place.',
    paid: false,
    feature: 'events',
  },
  {
    kind: 'announcement',
    title: 'Announcement',
    icon: Megaphone,
    text: 'Reach people across the country with an announcement.',
    paid: true,
    feature: 'announcements',
  },
  {
    kind: 'advertisement',
    title: 'Advertisement',
    icon: TvMinimalPlay,
    text: 'Promote your business in the app’s ad slots.',
    paid: true,
    feature: 'advertisements',
  },
];

/** The four options of Create Content (spec part 2 §2.9); Announcement and Advertisement need Premium or Pro. */
export function CreateContent() {
  const me = useMe();
  const [open, setOpen] = useState<ContentKind | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  if (me.isPending) return <Spinner label="Loading your plan" />;
  if (me.isError) return <LoadError message="Could not load your plan" onRetry={() => me.refetch()} retrying={me.isFetching} />;
  const plan = me.data.plan;

  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => {
          const locked = option.paid && plan === 'free';
          const headingId = `create-${option.kind}`;
          return (
            <li key={option.kind}>
              <Card className="flex h-full flex-col gap-3 p-4" aria-labelledby={headingId}>
                <div className="flex gap-3">
                  <option.icon aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
                  <div className="min-w-0">
                    <h2 id={headingId} className="font-semibold">
                      {option.title}
                    </h2>
                    <p className="text-sm text-muted-foreground">{option.text}</p>
                    <p className="mt-2 text-xs font-medium text-muted-foreground">{option.paid ? 'Premium and Pro' : 'All plans'}</p>
                  </div>
                </div>
                <div className="mt-auto">
                  {locked ? (
                    <div className="grid gap-2 rounded-md border border-border bg-muted/40 p-3">
                      <p className="flex items-center gap-1.5 text-sm font-semibold">
                        <Lock aria-hidden className="size-4" /> Upgrade required
                      </p>
                      <p className="text-sm text-muted-foreground">{upgradeMessage(plan, option.feature)}</p>
                      <Button asChild size="sm" variant="outline" className="justify-self-start">
                        <Link to="/app/account?tab=subscription">See plans</Link>
                      </Button>
                    </div>
                  ) : (
                    <Button
                      size="sm"
                      onClick={() => {
                        setOpen(option.kind);
                        setDialogOpen(true);
                      }}
                    >
                      Create {option.title.toLowerCase()}
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
          Your notices, events and announcements
        </Link>{' '}
        <span className="text-muted-foreground">(edit or delete them there) ·</span>{' '}
        <Link to="/app/ads" className="font-medium text-primary underline-offset-4 hover:underline">
          Your ads
        </Link>
      </p>
      <ContentDialog kind={open} open={dialogOpen} onOpenChange={setDialogOpen} />
    </>
  );
}
