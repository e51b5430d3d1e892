import type { ModerationSubject } from '../../../shared/schemas/moderation';
import { videoPagePath } from '../../../shared/videos';
import { eventPath } from '../events/events.service';
import { clip } from '../notifications/notification-text';
import { listingPath } from '../notifications/activity-notices';
import type { SubjectRow } from './moderation.repository';

const TITLE_MAX = 80;

/** The listing page something is seen on, else the profile a post without a listing is seen on. */
function placeOf(row: SubjectRow): string | null {
  if (row.business_id !== null) return listingPath('business', Number(row.business_id));
  if (row.profession_id !== null) return listingPath('profession', Number(row.profession_id));
  if (row.profile_id !== null) return memberPath(row.profile_id);
  return null;
}

const memberPath = (userId: string) => `/app/members/${encodeURIComponent(userId)}`;

/** The page of the app where staff see the item among what surrounds it, as members meet it. */
function linkOf(row: SubjectRow): string | null {
  const video = row.video_id === null ? null : videoPagePath(Number(row.video_id), row.share_key);
  switch (row.kind) {
    // A post is shown on its listing's page, else on its author's profile; a comment beside its post.
    case 'business':
    case 'profession':
    case 'product':
    case 'post':
    case 'comment':
      return placeOf(row);
    case 'review': {
      const listing = placeOf(row);
      return listing && `${listing}#comments`;
    }
    case 'event':
      return eventPath(Number(row.id));
    case 'video':
    case 'video_comment':
      return video;
    case 'member':
      return memberPath(row.id);
    // A private conversation has no page staff may open; the queue shows the messages around it instead.
    case 'message':
      return null;
  }
}

/** A post is stored as its title, a blank line and its text: its title is its first paragraph. */
const firstParagraph = (text: string) => text.split(/\r?\n\s*\r?\n/)[0] ?? text;

/** What staff read about a target (decision 0018); nothing is known of one deleted since. */
export function subjectOf(row: SubjectRow | undefined): ModerationSubject {
  if (!row) return { title: null, owner: null, link: null };
  return {
    title: clip(firstParagraph(row.title), TITLE_MAX),
    owner: row.owner_id && row.owner_name !== null ? { userId: row.owner_id, fullName: row.owner_name } : null,
    link: linkOf(row),
  };
}

/** Looks a row up by its target. */
export const subjectKey = (kind: string, id: string) => `${kind}:${id}`;
