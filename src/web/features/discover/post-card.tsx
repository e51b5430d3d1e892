import { MapPin, MessageSquare } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { PRODUCT_NAME } from '../../../shared/brand';
import type { Post } from '../../../shared/schemas/listings';
import { ShareButton } from '../../components/listing/share-button';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { initials } from '../../lib/initials';
import { ConnectButton } from '../network';
import { ReportButton } from '../reports';
import { SaveButton } from '../saves';
import { CardActionRow, DistanceLabel, LikeButton, NarrowOnly, WideOnly } from './card-actions';
import { CardMore } from './card-more';
import { pageOrigin } from '../../lib/first-screen';
import { formatNumber } from '../../../shared/number-format';

// Downloaded when a post's comments are first opened, not with the feed.
const CommentsPanel = lazy(() => import('./post-comments'));

/** A post is stored as "title, blank line, content": split it back for display. */
export function splitPost(post: Post): { heading: string | null; body: string } {
  const [first, ...rest] = post.content.split(/\r?\n\s*\r?\n/);
  if (rest.length === 0) return { heading: null, body: post.content };
  return { heading: first.trim(), body: rest.join('\n\n').trim() };
}

const LONG_POST = 280;

/** A post with its real author, likes and comments; the Comment button opens the comments under it. */
export function PostCard({ post, distanceKm }: { post: Post; distanceKm: number | null }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [commentCount, setCommentCount] = useState(post.commentCount);
  useEffect(() => setCommentCount(post.commentCount), [post.commentCount]);
  const { heading, body } = splitPost(post);
  const author = post.author.fullName || t('Unknown User');
  const long = body.length > LONG_POST;
  const label = heading ?? post.title;
  const share = {
    url: `${pageOrigin()}/app`,
    title: label,
    text: t('{title} — {author} on {brand}', { title: label, author, brand: PRODUCT_NAME }),
  };
  const postName = t('the post by {author}', { author });

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

      <CardActionRow className="mt-3">
        <LikeButton kind="post" id={post.postId} liked={post.likedByMe} likeCount={post.likeCount} name={postName} />
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          aria-label={t('Comment, {count, plural, one {# comment} other {# comments}}', { count: commentCount })}
          className="tabular-nums"
        >
          <MessageSquare aria-hidden />
          {/* A narrow card shows the icon and the count, as the Like beside it does. */}
          <span className="@max-sm:sr-only">{t('Comment')}</span>
          <span aria-hidden>
            <span className="@max-sm:hidden">· </span>
            {formatNumber(commentCount)}
          </span>
        </Button>
        <WideOnly>
          <ShareButton size="sm" variant="ghost" {...share} label={postName} />
          <SaveButton kind="post" id={post.postId} name={postName} />
          <ConnectButton userId={post.author.userId} name={author} />
          <ReportButton kind="post" id={post.postId} ownerId={post.author.userId} noun="post" compact />
        </WideOnly>
        <NarrowOnly>
          <CardMore
            className="ml-auto"
            actions={{
              name: postName,
              share,
              save: { kind: 'post', id: post.postId },
              connect: { userId: post.author.userId, name: author },
              report: { kind: 'post', id: post.postId, ownerId: post.author.userId, noun: 'post' },
            }}
          />
        </NarrowOnly>
      </CardActionRow>

      {open ? (
        <div id={panelId}>
          <Suspense fallback={<Spinner label={t('Loading comments')} className="mt-3" />}>
            <CommentsPanel postId={post.postId} onCountChange={(delta) => setCommentCount((value) => Math.max(0, value + delta))} />
          </Suspense>
        </div>
      ) : (
        <div id={panelId} hidden />
      )}
    </Card>
  );
}
