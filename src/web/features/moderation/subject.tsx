import { Link } from 'react-router';
import type { ModerationSubject, ReportKind } from '../../../shared/schemas/moderation';
import { msg } from '../../../shared/i18n/msg';
import { t } from '../../lib/i18n';

const KIND_NAMES: Record<ReportKind, string> = {
  business: msg('business'),
  profession: msg('professional'),
  product: msg('product'),
  post: msg('post'),
  comment: msg('comment'),
  video_comment: msg('video comment'),
  review: msg('review'),
  message: msg('message'),
  event: msg('event'),
  video: msg('video'),
  member: msg('member profile'),
};
/** What is reported, in the reader's language ("video comment"); a kind this build does not know stays as it came. */
export const kindName = (kind: string) => (kind in KIND_NAMES ? t(KIND_NAMES[kind as ReportKind]) : kind);

/** A member's profile names its owner already; everything else says whose it is. */
const ownerShown = (kind: string, subject: ModerationSubject) => (kind === 'member' ? null : subject.owner);

/** One line for a dialog: post “Zobo promo today” by Kola Seller. */
export function subjectLabel(kind: string, subject: ModerationSubject): string {
  if (subject.title === null) return t('{kind} (no longer exists)', { kind: kindName(kind) });
  const owner = ownerShown(kind, subject);
  return owner
    ? t('{kind} “{title}” by {owner}', { kind: kindName(kind), title: subject.title, owner: owner.fullName })
    : t('{kind} “{title}”', { kind: kindName(kind), title: subject.title });
}

/** The title, linking to where it is seen in the app, and its owner. */
export function SubjectTitle({ kind, subject }: { kind: string; subject: ModerationSubject }) {
  if (subject.title === null) return <span className="italic text-muted-foreground">{t('No longer exists')}</span>;
  const owner = ownerShown(kind, subject);
  const title = subject.link ? (
    <Link to={subject.link} className="font-medium text-primary underline-offset-2 hover:underline">
      {subject.title}
    </Link>
  ) : (
    <span className="font-medium">{subject.title}</span>
  );
  return owner ? (
    <>
      {title} <span className="text-muted-foreground">{t('by {owner}', { owner: owner.fullName })}</span>
    </>
  ) : (
    title
  );
}
