import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { ReportButton } from '../reports';
import { useCommentActions, useVideoComments, type VideoRef } from './api';

/** A video's comments, oldest first; the author and the video's owner may delete one. */
export function VideoComments({ video, signedIn }: { video: VideoRef; signedIn: boolean }) {
  const comments = useVideoComments(video, true);
  const { add, remove } = useCommentActions(video);
  const [draft, setDraft] = useState('');
  const fieldId = `video-${video.videoId}-comment`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.trim()) return;
    add.mutate(draft, {
      onSuccess: () => setDraft(''),
      onError: (error) => toast.error(t('Failed to add comment'), { description: errorMessage(error) }),
    });
  }

  return (
    <section className="grid gap-2 border-t border-border pt-2" aria-label={t('Comments')}>
      {comments.isPending ? (
        <Spinner label={t('Loading comments')} />
      ) : comments.isError ? (
        <p className="text-sm text-destructive">{t('Failed to load comments')}</p>
      ) : comments.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No comments yet.')}</p>
      ) : (
        <ul className="grid gap-2">
          {comments.data.map((comment) => (
            <li key={comment.commentId} className="flex items-start gap-2 text-sm">
              <div className="min-w-0 flex-1">
                <span className="font-medium">{comment.author.fullName}</span> <span className="break-words">{comment.content}</span>
              </div>
              {comment.canDelete ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('Delete comment by {name}', { name: comment.author.fullName })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(comment.commentId, { onError: (error) => toast.error(errorMessage(error)) })}
                >
                  <Trash2 aria-hidden />
                </Button>
              ) : (
                <ReportButton
                  kind="video_comment"
                  id={comment.commentId}
                  ownerId={comment.author.userId}
                  noun="comment"
                  compact
                  className="-my-1 h-7 px-2"
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {signedIn ? (
        <form className="flex items-end gap-2" onSubmit={submit}>
          <label htmlFor={fieldId} className="sr-only">
            {t('Write a comment')}
          </label>
          <Textarea
            id={fieldId}
            rows={1}
            className="min-h-10"
            placeholder={t('Write a comment')}
            value={draft}
            maxLength={1000}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" size="sm" disabled={!draft.trim() || add.isPending}>
            {t('Post')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
