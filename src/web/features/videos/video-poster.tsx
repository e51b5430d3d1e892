import { Play } from 'lucide-react';
import type { Video } from '../../../shared/schemas/videos';
import { t } from '../../lib/i18n';

/**
 * A video before it is played: its poster at the player's size, as one Play button. Nothing of the video or of the
 * player's script is fetched until it is pressed (issue 38.4).
 */
export function VideoPoster({ video, onPlay, eager = false }: { video: Video; onPlay?: () => void; eager?: boolean }) {
  return (
    <button
      type="button"
      onClick={onPlay}
      disabled={!onPlay}
      aria-label={t('Play {title}', { title: video.title })}
      className="group relative block aspect-video w-full overflow-hidden rounded-md bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {video.posterUrl ? (
        <img
          src={video.posterUrl}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover"
        />
      ) : null}
      <span className="absolute inset-0 grid place-items-center">
        <span className="grid size-14 place-items-center rounded-full bg-black/60 text-white group-hover:bg-black/80">
          <Play aria-hidden className="size-7 translate-x-0.5" />
        </span>
      </span>
    </button>
  );
}
