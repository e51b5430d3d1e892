import { useParams, useSearchParams } from 'react-router';
import { PageLoadFailure } from '../components/page-load-failure';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api';
import { VideoCard } from '../features/videos';
import { useVideo } from '../features/videos/api';
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
    return (
      <PageLoadFailure
        error={video.error}
        notFound={{ title: t('Video not found'), description: t('It may have been removed or made private.') }}
        failed={t('Failed to load videos')}
        onRetry={() => void video.refetch()}
        retrying={video.isFetching}
      />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <VideoCard video={video.data} signedIn={Boolean(session.data?.user)} own />
    </div>
  );
}
