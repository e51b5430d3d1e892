import { MapPin } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Post } from '../../../shared/schemas/listings';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { initials } from '../../lib/initials';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { DistanceLabel } from './card-row';

/** A post is stored as "title, blank line, content": split it back for display. */
export function splitPost(post: Post): { heading: string | null; body: string } {
  const [first, ...rest] = post.content.split(/\r?\n\s*\r?\n/);
  if (rest.length === 0) return { heading: null, body: post.content };
  return { heading: first.trim(), body: rest.join('\n\n').trim() };
}

const LONG_POST = 280;

/** A post with its real author: its row of actions and what opens under it (its comments) are given. */
export function PostCardView({
  post,
  distanceKm,
  actions,
  children,
}: {
  post: Post;
  distanceKm: number | null;
  actions: ReactNode;
  children?: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const { heading, body } = splitPost(post);
  const author = post.author.fullName || t('Unknown User');
  const long = body.length > LONG_POST;

  return (
    <Card className="min-w-0 p-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
        >
          {initials(author)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{author}</p>
          <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
            {post.author.username ? <span className="truncate">@{post.author.username}</span> : null}
            <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
            {distanceKm !== null ? (
              <span className="inline-flex items-center gap-0.5">
                <MapPin aria-hidden className="size-3" />
                <DistanceLabel km={distanceKm} placement={post.place} />
              </span>
            ) : null}
          </p>
        </div>
      </div>

      {heading ? <h3 className="mt-3 font-semibold break-words">{heading}</h3> : null}
      <p className={`mt-1 whitespace-pre-line break-words text-sm ${long && !expanded ? 'line-clamp-5' : ''}`}>{body}</p>
      {long ? (
        <Button size="sm" variant="link" className="h-auto py-1" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {expanded ? t('Show less') : t('Read more')}
        </Button>
      ) : null}

      {actions}
      {children}
    </Card>
  );
}
