import { Send, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from '../../lib/toast';
import { COMMENT_MAX_LENGTH } from '../../../shared/comments';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useSession } from '../auth/api';
import { ReportButton } from '../reports';
import { useAddComment, useComments, useDeleteComment } from './api';

/** A post's comments and the form to add one, under the post (loaded by PostCard when first opened). */
export default function CommentsPanel({ postId, onCountChange }: { postId: number; onCountChange(delta: number): void }) {
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
      setError(t('Comment cannot be empty'));
      return;
    }
    setError(null);
    add.mutate(content, {
      onSuccess: () => {
        setText('');
        onCountChange(1);
      },
      onError: (failure) => toast.error(t('Could not post your comment'), { description: errorMessage(failure) }),
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
        toast.success(t('Comment deleted'));
      },
      onError: (failure) => toast.error(t('Could not delete the comment'), { description: errorMessage(failure) }),
    });
  }

  return (
    <section aria-label={t('Comments')} className="mt-3 grid gap-3 rounded-md bg-muted/50 p-3">
      {comments.isPending ? (
        <Spinner label={t('Loading comments')} />
      ) : comments.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-destructive">{t('Could not load the comments.')}</span>
          <Button size="sm" variant="outline" onClick={() => comments.refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No comments yet. Be the first to comment.')}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((comment) => (
            <li key={comment.commentId} className="rounded-md bg-card p-2.5 text-sm">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0">
                  <span className="font-semibold">{comment.author.fullName || t('Unknown User')}</span>{' '}
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
                    <span className="sr-only">{t('Delete comment')}</span>
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
          {comments.isFetchingNextPage ? t('Loading...') : t('Show more comments')}
        </Button>
      ) : null}

      {signedIn ? (
        <form onSubmit={submit} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="sr-only">
              {t('Write a comment')}
            </label>
            <Textarea
              id={inputId}
              rows={1}
              className="min-h-10 resize-none py-2"
              placeholder={t('Write a comment… (Enter to send)')}
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
          <Button type="submit" size="icon" disabled={add.isPending} aria-label={t('Send comment')}>
            {add.isPending ? <Spinner label={t('Sending')} className="[&_svg]:size-4" /> : <Send aria-hidden />}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">{t('Sign in to comment.')}</p>
      )}
    </section>
  );
}
