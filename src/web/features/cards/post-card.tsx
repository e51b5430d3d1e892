import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { PRODUCT_NAME } from '../../../shared/brand';
import { formatNumber } from '../../../shared/number-format';
import type { Post } from '../../../shared/schemas/listings';
import { CardActionRow, NarrowOnly, WideOnly } from '../../components/cards/card-row';
import { PostCardView, splitPost } from '../../components/cards/post-card-view';
import { ShareButton } from '../../components/listing/share-button';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { pageOrigin } from '../../lib/first-screen';
import { t } from '../../lib/i18n';
import { ConnectButton } from '../network';
import { ReportButton } from '../reports';
import { SaveButton } from '../saves';
import { CardMore } from './card-more';
import { LikeButton } from './like-button';

// Downloaded when a post's comments are first opened, not with the feed.
const CommentsPanel = lazy(() => import('./post-comments'));

/** A post with its likes and comments; the Comment button opens the comments under it. */
export function PostCard({ post, distanceKm }: { post: Post; distanceKm: number | null }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [commentCount, setCommentCount] = useState(post.commentCount);
  useEffect(() => setCommentCount(post.commentCount), [post.commentCount]);
  const author = post.author.fullName || t('Unknown User');
  const label = splitPost(post).heading ?? post.title;
  const share = {
    url: `${pageOrigin()}/app`,
    title: label,
    text: t('{title} — {author} on {brand}', { title: label, author, brand: PRODUCT_NAME }),
  };
  const postName = t('the post by {author}', { author });

  return (
    <PostCardView
      post={post}
      distanceKm={distanceKm}
      actions={
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
      }
    >
      {open ? (
        <div id={panelId}>
          <Suspense fallback={<Spinner label={t('Loading comments')} className="mt-3" />}>
            <CommentsPanel postId={post.postId} onCountChange={(delta) => setCommentCount((value) => Math.max(0, value + delta))} />
          </Suspense>
        </div>
      ) : (
        <div id={panelId} hidden />
      )}
    </PostCardView>
  );
}
