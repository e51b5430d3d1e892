import { Eye, Heart, MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import type { Video } from '../../../shared/schemas/videos';
import { VIDEO_CATEGORY_LABELS, videoPagePath } from '../../../shared/videos';
import { ShareButton } from '../../components/listing/share-button';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiRequestError } from '../../lib/api';
import { pageOrigin } from '../../lib/first-screen';
import { t } from '../../lib/i18n';
import { ReportButton } from '../reports';
import { useLikeVideo } from './api';
import { VideoComments } from './video-comments';
import { VideoPoster } from './video-poster';

/** The player's script comes with the first play, not with the list (issue 38.4). */
const VideoPlayer = lazy(() => import('./video-player').then((module) => ({ default: module.VideoPlayer })));

interface Props {
  video: Video;
  signedIn: boolean;
  /** On the video's own page: its comments shown, and its title the page's heading. */
  own?: boolean;
  /** The first card of a list (or the page's one): its poster is likely the largest paint, so it is not left to load lazily. */
  first?: boolean;
}

/** A video in Discover or on its page: the player, who posted it, counts, like, comments and share. */
export function VideoCard({ video, signedIn, own = false, first = own }: Props) {
  const like = useLikeVideo(video);
  const page = videoPagePath(video.videoId, video.shareKey);
  const [showComments, setShowComments] = useState(own);
  const Title = own ? 'h1' : 'h3';
  const [played, setPlayed] = useState(false);

  function toggleLike() {
    const next = !video.likedByMe;
    like.mutate(next, {
      onSuccess: () => toast.success(next ? t('Liked') : t('Unliked')),
      onError: (error) =>
        toast.error(
          error instanceof ApiRequestError && error.status === 401 ? t('Sign in to like videos') : t('Failed to update like status'),
        ),
    });
  }

  return (
    <Card className="grid min-w-0 gap-2 p-2">
      {video.status === 'ready' ? (
        played ? (
          <Suspense fallback={<VideoPoster video={video} />}>
            <VideoPlayer video={video} autoPlay />
          </Suspense>
        ) : (
          <VideoPoster video={video} onPlay={() => setPlayed(true)} eager={first} />
        )
      ) : (
        <div className="grid aspect-video place-items-center rounded-md bg-muted text-sm text-muted-foreground">
          {video.status === 'failed'
            ? t('Failed: {reason}', { reason: video.failureReason ? t(video.failureReason) : t('processing failed') })
            : t('Processing…')}
        </div>
      )}
      <div className="grid gap-1 px-1">
        <Title className="font-semibold leading-snug">
          <Link to={page} className="hover:underline">
            {video.title}
          </Link>
        </Title>
        <p className="text-xs text-muted-foreground">
          {video.business ? video.business.name : video.owner.fullName} · {t(VIDEO_CATEGORY_LABELS[video.category])}
        </p>
        {video.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{video.description}</p> : null}
        <div className="flex flex-wrap items-center gap-1">
          <span className="mr-2 inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Eye aria-hidden className="size-4" />
            {t('{count, plural, one {# view} other {# views}}', { count: video.views })}
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={video.likedByMe}
            disabled={!signedIn || like.isPending || video.status !== 'ready'}
            onClick={toggleLike}
            title={signedIn ? undefined : t('Sign in to like videos')}
          >
            <Heart aria-hidden className={video.likedByMe ? 'fill-current text-destructive' : undefined} />
            {t('{count, plural, one {# like} other {# likes}}', { count: video.likes })}
          </Button>
          <Button variant="ghost" size="sm" aria-expanded={showComments} onClick={() => setShowComments((open) => !open)}>
            <MessageCircle aria-hidden />
            {t('{count, plural, one {# comment} other {# comments}}', { count: video.comments })}
          </Button>
          {video.privacy !== 'private' && video.status === 'ready' ? (
            <ShareButton size="sm" variant="ghost" url={`${pageOrigin()}${page}`} title={video.title} label={video.title} />
          ) : null}
          <ReportButton kind="video" id={video.videoId} ownerId={video.owner.userId} noun="video" compact />
        </div>
      </div>
      {showComments ? <VideoComments video={video} signedIn={signedIn} /> : null}
    </Card>
  );
}
