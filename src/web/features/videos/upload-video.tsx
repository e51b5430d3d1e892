import { UploadCloud, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import * as tus from 'tus-js-client';
import type { Video } from '../../../shared/schemas/videos';
import { MAX_VIDEO_BYTES, parseTags, titleFromFileName, type VideoCategory, type VideoPrivacy } from '../../../shared/videos';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { api } from '../../lib/api';
import { currentLanguage, t } from '../../lib/i18n';
import { useMyBusinesses } from '../businesses/api';
import { formatBytes, formatSecondsLeft, progressFigures } from './upload-progress';
import { CategoryField, PrivacyField } from './video-choice-fields';

/** Each request carries at most this much, so a resume after a cut re-sends at most one chunk. */
const CHUNK_BYTES = 5 * 1024 * 1024;

/** The server's message from a refused tus request, else the spec's fallback. */
function uploadError(error: Error): string {
  const body = (error as tus.DetailedError).originalResponse?.getBody();
  try {
    return (JSON.parse(body ?? '') as { error?: { message?: string } }).error?.message ?? t('Failed to upload video');
  } catch {
    return body?.trim() || t('Failed to upload video');
  }
}

/**
 * The Upload tab: pick a file (previewed), describe it, upload it resumably (tus). A cut connection retries by
 * itself; choosing the same file again after a reload continues where it stopped.
 */
export function UploadVideo({ onUploaded }: { onUploaded(video: Video): void }) {
  const businesses = useMyBusinesses();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<VideoCategory>('other');
  const [privacy, setPrivacy] = useState<VideoPrivacy>('public');
  const [tags, setTags] = useState('');
  const [businessId, setBusinessId] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();
  const [samples, setSamples] = useState<Array<{ at: number; bytes: number }> | null>(null);
  const [resumed, setResumed] = useState(false);
  const upload = useRef<tus.Upload | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => () => void upload.current?.abort(), []);

  function choose(chosen: File | undefined) {
    setFileError(undefined);
    if (!chosen) return;
    if (!chosen.type.startsWith('video/')) {
      toast.error(t('Invalid File'), { description: t('Please select a video file') });
      setFileError(t('Please select a video file'));
      return;
    }
    if (chosen.size > MAX_VIDEO_BYTES) {
      toast.error(t('File Too Large'), { description: t('Video file must be under 500MB') });
      setFileError(t('Video file must be under 500MB'));
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
    setTitle(titleFromFileName(chosen.name));
  }

  function reset() {
    setFile(null);
    setPreview(null);
    setTitle('');
    setDescription('');
    setCategory('other');
    setPrivacy('public');
    setTags('');
    setBusinessId('');
    setSamples(null);
    setResumed(false);
    upload.current = null;
    if (picker.current) picker.current.value = '';
  }

  async function start(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    if (!title.trim()) {
      toast.error(t('Missing Title'), { description: t('Please enter a title for your video') });
      return;
    }
    const tus_ = new tus.Upload(file, {
      endpoint: '/api/v1/videos/uploads',
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      removeFingerprintOnSuccess: true,
      // The server answers a refused upload in the reader's language, as for every other request.
      headers: { 'accept-language': currentLanguage() },
      metadata: {
        filename: file.name,
        filetype: file.type,
        title: title.trim(),
        description: description.trim(),
        category,
        privacy,
        tags: parseTags(tags).join(','),
        ...(businessId ? { businessId } : {}),
      },
      onProgress: (bytes) => setSamples((current) => [...(current ?? []).slice(-30), { at: Date.now(), bytes }]),
      onError: (error) => {
        upload.current = null;
        setSamples(null);
        toast.error(t('Upload Failed'), { description: uploadError(error) });
      },
      onSuccess: async ({ lastResponse }) => {
        try {
          const { videoId } = JSON.parse(lastResponse.getBody()) as { videoId: number };
          const video = await api<Video>(`/api/v1/videos/${videoId}`);
          // Processing comes next: the member hears when it is ready (or failed) through a notification.
          toast.success(t('Uploaded — we are preparing your video. We will tell you when it is ready.'));
          reset();
          onUploaded(video);
        } catch {
          toast.error(t('Upload Failed'), { description: t('Failed to upload video') });
          reset();
        }
      },
    });
    upload.current = tus_;
    setSamples([{ at: Date.now(), bytes: 0 }]);
    // The same file chosen again (after a reload or a cancelled try) continues from the bytes the server has.
    const previous = await tus_.findPreviousUploads();
    if (previous.length) {
      tus_.resumeFromPreviousUpload(previous[0]);
      setResumed(true);
    }
    tus_.start();
  }

  async function cancel() {
    const current = upload.current;
    upload.current = null;
    setSamples(null);
    await current?.abort(true);
    toast(t('Upload cancelled'));
  }

  const uploading = samples !== null;
  const figures = file && samples ? progressFigures(samples, file.size) : null;

  return (
    <form className="grid max-w-2xl gap-4" onSubmit={start} noValidate>
      <Field
        id="video-file"
        label={t('Video file')}
        required
        error={fileError}
        hint={t('Up to 500MB. It keeps going if your connection drops.')}
      >
        <input
          ref={picker}
          id="video-file"
          type="file"
          accept="video/*"
          disabled={uploading}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-muted file:px-3 file:py-2 file:text-foreground"
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </Field>
      {preview ? (
        <video
          src={preview}
          className="aspect-video w-full rounded-md bg-black"
          controls
          muted
          playsInline
          aria-label={t('Preview of the chosen video')}
        />
      ) : null}
      <Field id="video-title" label={t('Title')} required>
        <Input
          id="video-title"
          value={title}
          maxLength={120}
          disabled={uploading}
          onChange={(e) => setTitle(e.target.value)}
          aria-required
        />
      </Field>
      <Field id="video-description" label={t('Description')}>
        <Textarea
          id="video-description"
          rows={3}
          maxLength={2000}
          value={description}
          disabled={uploading}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <CategoryField id="video-category" value={category} onChange={setCategory} disabled={uploading} />
        <PrivacyField id="video-privacy" value={privacy} onChange={setPrivacy} disabled={uploading} />
      </div>
      <Field id="video-tags" label={t('Tags')} hint={t('Separate with commas, e.g. food, lagos')}>
        <Input
          id="video-tags"
          value={tags}
          disabled={uploading}
          onChange={(e) => setTags(e.target.value)}
          aria-describedby="video-tags-hint"
        />
      </Field>
      {businesses.data?.items.length ? (
        <Field id="video-business" label={t('Business')}>
          <Select id="video-business" value={businessId} disabled={uploading} onChange={(e) => setBusinessId(e.target.value)}>
            <option value="">{t('None (my own video)')}</option>
            {businesses.data.items.map((business) => (
              <option key={business.businessId} value={business.businessId}>
                {business.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {uploading && figures ? (
        <div className="grid gap-1" aria-live="polite">
          <div className="flex justify-between text-sm">
            <span>
              {resumed ? t('Resuming… {percent}%', { percent: figures.percent }) : t('Uploading… {percent}%', { percent: figures.percent })}
            </span>
            <span className="text-muted-foreground">
              {figures.speed ? `${formatBytes(figures.speed)}/s` : ''}
              {figures.secondsLeft !== null ? ` · ${formatSecondsLeft(figures.secondsLeft)}` : ''}
            </span>
          </div>
          <progress className="h-2 w-full accent-primary" max={100} value={figures.percent} aria-label={t('Upload progress')} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!file || !title.trim() || uploading}>
          <UploadCloud aria-hidden />
          {t('Upload')}
        </Button>
        {uploading ? (
          <Button type="button" variant="outline" onClick={() => void cancel()}>
            <X aria-hidden />
            {t('Cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
