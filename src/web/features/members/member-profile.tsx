import { ReportButton } from '../reports';
import { CalendarDays, Megaphone, Pencil, StickyNote, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { imageSrc } from '../../../shared/media';
import type { MemberContent } from '../../../shared/schemas/content';
import { Button } from '../../components/ui/button';
import { IdentityBadge } from '../../components/verification-badges';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { PageLoadFailure } from '../../components/page-load-failure';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useSession } from '../auth/api';
import { announcementValues, ContentDialog, eventValues, noticeValues, useDeleteContent, type ContentEdit } from '../create-content';
import { AnnouncementCard, EventCard, NoticeCard } from '../../components/cards/content-cards';
import { ProfileBlockButton } from '../messages';
import { useMemberContent } from './api';

type Removal = { kind: 'notice' | 'event' | 'announcement'; id: number; title: string };

/** 'Edit event “Town hall”': a whole sentence for each kind. */
function editLabel({ kind, title }: Removal): string {
  if (kind === 'event') return t('Edit event “{title}”', { title });
  if (kind === 'notice') return t('Edit notice “{title}”', { title });
  return t('Edit announcement “{title}”', { title });
}

function deleteLabel({ kind, title }: Removal): string {
  if (kind === 'event') return t('Delete event “{title}”', { title });
  if (kind === 'notice') return t('Delete notice “{title}”', { title });
  return t('Delete announcement “{title}”', { title });
}

function deleteTitle(kind: Removal['kind']): string {
  if (kind === 'event') return t('Delete this event?');
  if (kind === 'notice') return t('Delete this notice?');
  return t('Delete this announcement?');
}

/**
 * A member's profile: their upcoming events soonest first (ended and cancelled ones are left out), live notices and
 * announcements. On their own profile each item can be edited or deleted.
 */
export function MemberProfile({ userId }: { userId: string }) {
  const content = useMemberContent(userId);
  const session = useSession();
  if (content.isPending) return <Spinner label={t('Loading profile')} />;
  if (content.isError) {
    return (
      <PageLoadFailure
        error={content.error}
        notFound={{ title: t('Member not found'), description: t('This member may have left LocalHub, or the link is not quite right.') }}
        failed={t('Could not load this profile')}
        onRetry={() => content.refetch()}
        retrying={content.isFetching}
      />
    );
  }
  return <ProfileBody data={content.data} own={session.data?.user.id === userId} />;
}

function ProfileBody({ data, own }: { data: MemberContent; own: boolean }) {
  const [editing, setEditing] = useState<ContentEdit | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [removing, setRemoving] = useState<Removal | null>(null);
  const remove = useDeleteContent();
  const { member } = data;

  const edit = (next: ContentEdit) => {
    setEditing(next);
    setDialogOpen(true);
  };
  const tools = (onEdit: () => void, removal: Removal, placed: boolean) =>
    own ? (
      <div className="flex flex-wrap items-center gap-2">
        {/* An old item nothing could place is on no one's feed until its author gives it a place (decision 0029). */}
        {placed ? null : (
          <p className="w-full text-sm text-destructive">{t('Needs a place: no one can find it. Edit it and choose where it is.')}</p>
        )}
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={editLabel(removal)}>
          <Pencil aria-hidden /> {t('Edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setRemoving(removal)} aria-label={deleteLabel(removal)}>
          <Trash2 aria-hidden /> {t('Delete')}
        </Button>
      </div>
    ) : null;

  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex min-w-0 items-center gap-3">
        {member.profilePicture ? (
          <img src={imageSrc(member.profilePicture, 160)} alt="" className="size-14 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-semibold text-primary-foreground"
          >
            {member.fullName.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-bold tracking-tight">{member.fullName}</h1>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="truncate text-sm text-muted-foreground">@{member.username}</p>
            {member.identityVerified ? <IdentityBadge /> : null}
          </div>
        </div>
        {own ? null : (
          <div className="ml-auto flex flex-wrap items-center gap-2">
            <ProfileBlockButton userId={member.userId} name={member.fullName} />
            <ReportButton kind="member" id={member.userId} noun="member" />
          </div>
        )}
      </header>

      <Section
        id="profile-upcoming-events"
        title={t('Upcoming events')}
        count={data.events.length}
        empty={{ icon: CalendarDays, text: t('No upcoming events.') }}
      >
        {data.events.map((event) => (
          <li key={event.eventId} className="grid min-w-0 gap-2">
            <EventCard event={event} distanceKm={null} />
            {tools(
              () => edit({ kind: 'event', id: event.eventId, values: eventValues(event), place: event.place }),
              {
                kind: 'event',
                id: event.eventId,
                title: event.title,
              },
              event.place !== null,
            )}
          </li>
        ))}
      </Section>

      <Section
        id="profile-notices"
        title={t('Notices')}
        count={data.notices.length}
        empty={{ icon: StickyNote, text: t('No notices right now.') }}
      >
        {data.notices.map((notice) => (
          <li key={notice.noticeId} className="grid min-w-0 gap-2">
            <NoticeCard notice={notice} distanceKm={null} />
            {tools(
              () => edit({ kind: 'notice', id: notice.noticeId, values: noticeValues(notice), place: notice.place }),
              {
                kind: 'notice',
                id: notice.noticeId,
                title: notice.title,
              },
              notice.place !== null,
            )}
          </li>
        ))}
      </Section>

      <Section
        id="profile-announcements"
        title={t('Announcements')}
        count={data.announcements.length}
        empty={{ icon: Megaphone, text: t('No announcements.') }}
      >
        {data.announcements.map((announcement) => (
          <li key={announcement.announcementId} className="grid min-w-0 gap-2">
            <AnnouncementCard announcement={announcement} pinned={false} />
            {tools(
              () =>
                edit({
                  kind: 'announcement',
                  id: announcement.announcementId,
                  values: announcementValues(announcement),
                  place: announcement.place,
                }),
              {
                kind: 'announcement',
                id: announcement.announcementId,
                title: announcement.title,
              },
              announcement.place !== null,
            )}
          </li>
        ))}
      </Section>

      {own ? (
        <ContentDialog kind={editing?.kind ?? null} edit={editing ?? undefined} open={dialogOpen} onOpenChange={setDialogOpen} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? deleteTitle(removing.kind) : t('Delete this item?')}
        description={
          removing?.kind === 'event'
            ? t('Everyone who replied loses it from their list. This cannot be undone.')
            : t('This cannot be undone.')
        }
        confirmLabel={t('Delete')}
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(
            { kind: removing.kind, id: removing.id },
            {
              onSuccess: () => {
                toast.success(t('Deleted'));
                setRemoving(null);
              },
              onError: (error) => toast.error(t('Error'), { description: errorMessage(error) }),
            },
          );
        }}
      />
    </div>
  );
}

function Section(props: {
  id: string;
  title: string;
  count: number;
  empty: { icon: typeof CalendarDays; text: string };
  children: ReactNode;
}) {
  const headingId = props.id;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {props.title}
      </h2>
      {props.count === 0 ? (
        <EmptyState icon={props.empty.icon} title={props.empty.text} />
      ) : (
        <ul className="grid min-w-0 gap-3 md:grid-cols-2">{props.children}</ul>
      )}
    </section>
  );
}
