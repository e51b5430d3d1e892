import { Pencil, Trash2, Video as VideoIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { msg } from '../../../shared/i18n/msg';
import type { Video } from '../../../shared/schemas/videos';
import { parseTags, videoPagePath, type VideoCategory, type VideoPrivacy } from '../../../shared/videos';
import { ShareButton } from '../../components/listing/share-button';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { CategoryField, PrivacyField } from './video-choice-fields';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useDeleteVideo, useEditVideo, useMyVideos } from './api';

const STATUS_LABELS: Record<Video['status'], string> = {
  uploading: msg('Uploading'),
  processing: msg('Processing'),
  ready: msg('Ready'),
  failed: msg('Failed'),
};
/** Who may watch, as the list says it in passing (the form's choices say more). */
const PRIVACY_NAMES: Record<Video['privacy'], string> = {
  public: msg('public'),
  unlisted: msg('unlisted'),
  private: msg('private'),
};
const STATUS_STYLES: Record<Video['status'], string> = {
  uploading: 'bg-muted text-foreground',
  processing: 'bg-muted text-foreground',
  ready: 'bg-primary text-primary-foreground',
  failed: 'bg-destructive text-destructive-foreground',
};

function EditVideo({ video, onClose }: { video: Video; onClose(): void }) {
  const edit = useEditVideo(video.videoId);
  const [title, setTitle] = useState(video.title);
  const [description, setDescription] = useState(video.description);
  const [category, setCategory] = useState<VideoCategory>(video.category);
  const [privacy, setPrivacy] = useState<VideoPrivacy>(video.privacy);
  const [tags, setTags] = useState(video.tags.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = `edit-video-${video.videoId}`;

  function save(event: FormEvent) {
    event.preventDefault();
    edit.mutate(
      { title, description, category, privacy, tags: parseTags(tags) },
      {
        onSuccess: () => {
          toast.success(t('Video updated'));
          onClose();
        },
        onError: (error) => {
          setErrors(error instanceof ApiRequestError ? error.fields : {});
          toast.error(t('Failed to update video'), { description: errorMessage(error) });
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={t('Edit video')}>
      <form id={id} className="grid gap-3" onSubmit={save}>
        <Field id={`${id}-title`} label={t('Title')} required error={errors.title}>
          <Input id={`${id}-title`} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} aria-required />
        </Field>
        <Field id={`${id}-description`} label={t('Description')} error={errors.description}>
          <Textarea
            id={`${id}-description`}
            rows={3}
            value={description}
            maxLength={2000}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <CategoryField id={`${id}-category`} value={category} onChange={setCategory} />
        <PrivacyField id={`${id}-privacy`} value={privacy} onChange={setPrivacy} />
        <Field id={`${id}-tags`} label={t('Tags')} error={errors.tags}>
          <Input id={`${id}-tags`} value={tags} onChange={(e) => setTags(e.target.value)} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={!title.trim() || edit.isPending}>
            {edit.isPending ? t('Saving...') : t('Save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The member's own videos with their status (Processing, Ready, Failed with the reason), edit and delete. */
export function MyVideos() {
  const videos = useMyVideos();
  const remove = useDeleteVideo();
  const [editing, setEditing] = useState<Video | null>(null);
  const [deleting, setDeleting] = useState<Video | null>(null);

  if (videos.isPending) return <Spinner label={t('Loading your videos')} />;
  if (videos.isError) return <LoadError message={t('Failed to load videos')} error={videos.error} onRetry={() => void videos.refetch()} />;
  if (videos.data.length === 0)
    return <EmptyState icon={VideoIcon} title={t('No videos yet')} description={t('Videos you upload appear here.')} />;

  return (
    <>
      <ul className="grid gap-2">
        {videos.data.map((video) => (
          <li
            key={video.videoId}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-2 text-card-foreground"
          >
            {video.posterUrl ? (
              <img src={video.posterUrl} alt="" className="aspect-video w-24 rounded object-cover" />
            ) : (
              <div className="grid aspect-video w-24 place-items-center rounded bg-muted">
                <VideoIcon aria-hidden className="size-5 text-muted-foreground" />
              </div>
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">
                {video.status === 'ready' ? (
                  <Link to={videoPagePath(video.videoId, video.shareKey)} className="hover:underline">
                    {video.title}
                  </Link>
                ) : (
                  video.title
                )}
              </p>
              <p className="text-xs text-muted-foreground">
                <span className={`mr-2 rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_STYLES[video.status]}`}>
                  {t(STATUS_LABELS[video.status])}
                </span>
                {t(PRIVACY_NAMES[video.privacy])} · {t('{count, plural, one {# view} other {# views}}', { count: video.views })} ·{' '}
                {t('{count, plural, one {# like} other {# likes}}', { count: video.likes })}
              </p>
              {video.status === 'failed' && video.failureReason ? (
                // The server's stored reason: in the reader's language when it is a message we know.
                <p className="text-xs text-destructive">{t(video.failureReason)}</p>
              ) : null}
            </div>
            <div className="flex gap-1">
              {video.status === 'ready' && video.privacy !== 'private' ? (
                // An unlisted video's link carries its share key: the only way anyone else can open it.
                <ShareButton
                  size="sm"
                  variant="ghost"
                  url={`${window.location.origin}${videoPagePath(video.videoId, video.shareKey)}`}
                  title={video.title}
                  label={video.title}
                />
              ) : null}
              <Button variant="ghost" size="sm" aria-label={t('Edit {name}', { name: video.title })} onClick={() => setEditing(video)}>
                <Pencil aria-hidden />
              </Button>
              <Button variant="ghost" size="sm" aria-label={t('Delete {name}', { name: video.title })} onClick={() => setDeleting(video)}>
                <Trash2 aria-hidden />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? <EditVideo video={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('Delete this video?')}
        description={t('"{title}" and all its files will be removed. This cannot be undone.', { title: deleting?.title ?? '' })}
        confirmLabel={t('Delete video')}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.videoId, {
            onSuccess: () => {
              toast.success(t('Video deleted'));
              setDeleting(null);
            },
            onError: (error) => toast.error(t('Failed to delete video'), { description: errorMessage(error) }),
          })
        }
      />
    </>
  );
}
