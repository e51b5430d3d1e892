import { MapPin, MessageSquare, Send, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from '../../lib/toast';
import { PRODUCT_NAME } from '../../../shared/brand';
import { COMMENT_MAX_LENGTH } from '../../../shared/comments';
import type { Post } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Textarea } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useSession } from '../auth/api';
import { formatDate } from '../../lib/format';
import { ShareButton } from '../../components/listing/share-button';
import { SaveButton } from '../saves';
import { ReportButton } from '../reports';
import { useAddComment, useComments, useDeleteComment } from './api';
import { ConnectButton } from '../network';
import { formatDistance, LikeButton } from './card-actions';
import { initials } from '../../lib/initials';

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
  const author = post.author.fullName || 'Unknown User';
  const long = body.length > LONG_POST;
  const label = heading ?? post.title;

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
                {formatDistance(distanceKm)}
                <span className="sr-only"> away</span>
              </span>
            ) : null}
          </p>
        </div>
      </div>

      {heading ? <h3 className="mt-3 font-semibold break-words">{heading}</h3> : null}
      <p className={`mt-1 whitespace-pre-line break-words text-sm ${long && !expanded ? 'line-clamp-5' : ''}`}>{body}</p>
      {long ? (
        <Button size="sm" variant="link" className="h-auto py-1" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Show less' : 'Read more'}
        </Button>
      ) : null}

      <div className="mt-3 flex flex-wrap items-center gap-1 border-t border-border pt-2">
        <LikeButton kind="post" id={post.postId} liked={post.likedByMe} likeCount={post.likeCount} name={`the post by ${author}`} />
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="tabular-nums"
        >
          <MessageSquare aria-hidden />
          Comment
          <span aria-hidden>· {commentCount}</span>
          <span className="sr-only">
            , {commentCount} {commentCount === 1 ? 'comment' : 'comments'}
          </span>
        </Button>
        <ShareButton
          size="sm"
          variant="ghost"
          url={`${window.location.origin}/app`}
          title={label}
          text={`${label} — ${author} on ${PRODUCT_NAME}`}
          label={`the post by ${author}`}
        />
        <SaveButton kind="post" id={post.postId} name={`the post by ${author}`} />
        <ConnectButton userId={post.author.userId} name={author} />
        <ReportButton kind="post" id={post.postId} ownerId={post.author.userId} noun="post" compact />
      </div>

      {open ? (
        <div id={panelId}>
          <CommentsPanel postId={post.postId} onCountChange={(delta) => setCommentCount((value) => Math.max(0, value + delta))} />
        </div>
      ) : (
        <div id={panelId} hidden />
      )}
    </Card>
  );
}

function CommentsPanel({ postId, onCountChange }: { postId: number; onCountChange(delta: number): void }) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const comments = useComments(postId, true);
  const add = useAddComment(postId);
  const remove = useDeleteComment(postId);
  const inputId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (add.isPending) return;
    // The field's maxLength keeps the length; the server checks everything again.
    const content = text.trim();
    if (!content) {
      setError('Comment cannot be empty');
      return;
    }
    setError(null);
    add.mutate(content, {
      onSuccess: () => {
        setText('');
        onCountChange(1);
      },
      onError: (failure) => toast.error('Could not post your comment', { description: errorMessage(failure) }),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  function deleteComment(commentId: number) {
    remove.mutate(commentId, {
      onSuccess: () => {
        onCountChange(-1);
        toast.success('Comment deleted');
      },
      onError: (failure) => toast.error('Could not delete the comment', { description: errorMessage(failure) }),
    });
  }

  return (
    <section aria-label="Comments" className="mt-3 grid gap-3 rounded-md bg-muted/50 p-3">
      {comments.isPending ? (
        <Spinner label="Loading comments" />
      ) : comments.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-destructive">Could not load the comments.</span>
          <Button size="sm" variant="outline" onClick={() => comments.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet. Be the first to comment.</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((comment) => (
            <li key={comment.commentId} className="rounded-md bg-card p-2.5 text-sm">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0">
                  <span className="font-semibold">{comment.author.fullName || 'Unknown User'}</span>{' '}
                  <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
                    {formatDate(comment.createdAt)}
                  </time>
                </p>
                {comment.canDelete ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="-my-1 h-7 px-2 text-destructive"
                    disabled={remove.isPending && remove.variables === comment.commentId}
                    onClick={() => deleteComment(comment.commentId)}
                  >
                    <Trash2 aria-hidden />
                    <span className="sr-only">Delete comment</span>
                  </Button>
                ) : (
                  <ReportButton
                    kind="comment"
                    id={comment.commentId}
                    ownerId={comment.author.userId}
                    noun="comment"
                    compact
                    className="-my-1 h-7 px-2"
                  />
                )}
              </div>
              <p className="mt-0.5 whitespace-pre-line break-words">{comment.content}</p>
            </li>
          ))}
        </ul>
      )}
      {comments.hasNextPage ? (
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={comments.isFetchingNextPage}
          onClick={() => comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? 'Loading...' : 'Show more comments'}
        </Button>
      ) : null}

      {signedIn ? (
        <form onSubmit={submit} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="sr-only">
              Write a comment
            </label>
            <Textarea
              id={inputId}
              rows={1}
              className="min-h-10 resize-none py-2"
              placeholder="Write a comment… (Enter to send)"
              maxLength={COMMENT_MAX_LENGTH}
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(null);
              }}
              onKeyDown={onKeyDown}
            />
            {error ? (
              <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="icon" disabled={add.isPending} aria-label="Send comment">
            {add.isPending ? <Spinner label="Sending" className="[&_svg]:size-4" /> : <Send aria-hidden />}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">Sign in to comment.</p>
      )}
    </section>
  );
}
