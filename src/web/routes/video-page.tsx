import { Video as VideoIcon } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { LoadError } from '../components/ui/load-error';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api';
import { VideoCard } from '../features/videos';
import { useVideo } from '../features/videos/api';
import { ApiRequestError, errorMessage } from '../lib/api';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** A video's public page (/videos/:id, an unlisted one's with ?key=): what a shared link opens, for members and visitors alike. */
export default function VideoPage() {
  const videoId = Number(useParams().id);
  const [search] = useSearchParams();
  const video = useVideo(videoId, search.get('key'));
  const session = useSession();
  useDocumentTitle(video.data?.title ?? t('Video'));

  if (video.isPending) return <PageSpinner label={t('Loading the video')} />;
  if (video.isError) {
    if (video.error instanceof ApiRequestError && video.error.status === 404) {
      return <EmptyState icon={VideoIcon} title={t('Video not found')} description={t('It may have been removed or made private.')} />;
    }
    return <LoadError message={t('Failed to load videos')} detail={errorMessage(video.error)} onRetry={() => void video.refetch()} />;
  }
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <h1 className="sr-only">{video.data.title}</h1>
      <VideoCard video={video.data} signedIn={Boolean(session.data?.user)} commentsOpen />
    </div>
  );
}
