import { Maximize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Video } from '../../../shared/schemas/videos';
import { viewThresholdSeconds, VOLUME_STEP } from '../../../shared/videos';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { useReportView } from './api';
import { browserConnection, pickRendition } from './pick-quality';

const clock = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The player: play/pause, seek, volume (0–1 in steps of 0.1), mute, fullscreen and a quality choice (Auto picks by
 * connection and player size). Playback stops at the end. Once real playback reaches 30 s, or half of a shorter video,
 * the view is reported once (checked again at the end, whose last moments no time update may have seen).
 */
export function VideoPlayer({ video, autoPlay = false }: { video: Video; autoPlay?: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  const element = useRef<HTMLVideoElement>(null);
  const [quality, setQuality] = useState<'auto' | number>('auto');
  const [autoHeight, setAutoHeight] = useState<number | undefined>(undefined);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(video.durationSeconds ?? 0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const watched = useRef({ seconds: 0, last: null as number | null, reported: false });
  const reportView = useReportView(video);
  const viewAfter = viewThresholdSeconds(video.durationSeconds);

  useEffect(() => {
    const height = frame.current?.clientHeight ?? 360;
    setAutoHeight(pickRendition(video.renditions, height, window.devicePixelRatio || 1, browserConnection())?.height);
  }, [video.renditions]);

  // Opened by a press on the poster: the press meant "play", and the focus it had moves to the player's own button.
  useEffect(() => {
    if (autoPlay) playButton.current?.focus();
  }, [autoPlay]);

  const chosen = video.renditions.find((r) => r.height === (quality === 'auto' ? autoHeight : quality));

  // Switching quality keeps the position and whether it was playing.
  const resumeAt = useRef<{ at: number; play: boolean } | null>(null);
  function changeQuality(value: string) {
    const media = element.current;
    if (media) resumeAt.current = { at: media.currentTime, play: !media.paused };
    setQuality(value === 'auto' ? 'auto' : Number(value));
  }

  // So does a new URL for the same quality: an unlisted video's file links are renewed every few hours, and a
  // refetched video may bring one. Read before the browser's own tasks reset the element (a layout effect).
  const src = chosen?.url;
  const shownSrc = useRef(src);
  const playback = useRef({ at: 0, playing: false });
  useLayoutEffect(() => {
    if (shownSrc.current && src !== shownSrc.current && !resumeAt.current && playback.current.at > 0) {
      resumeAt.current = { at: playback.current.at, play: playback.current.playing };
    }
    shownSrc.current = src;
  }, [src]);

  function onTimeUpdate() {
    const media = element.current;
    if (!media) return;
    setTime(media.currentTime);
    playback.current = { at: media.currentTime, playing: !media.paused };
    countPlayback(media, !media.paused);
  }

  /** Adds the time played since the last reading (a seek adds nothing); reports the view once the rule is met. */
  function countPlayback(media: HTMLVideoElement, playing: boolean) {
    const state = watched.current;
    if (playing && state.last !== null) {
      const step = media.currentTime - state.last;
      if (step > 0 && step < 2) state.seconds += step;
    }
    state.last = media.currentTime;
    // Whole seconds, as the server counts them; something must have played (a clip under 2 s needs no more).
    if (!state.reported && state.seconds > 0 && Math.floor(state.seconds) >= viewAfter) {
      state.reported = true;
      reportView(state.seconds);
    }
  }

  const toggle = () => {
    const media = element.current;
    if (!media) return;
    if (media.paused) void media.play();
    else media.pause();
  };

  const title = video.title;
  return (
    <div ref={frame} className="overflow-hidden rounded-md bg-black">
      <video
        ref={element}
        className="aspect-video w-full bg-black"
        src={src}
        poster={video.posterUrl ?? undefined}
        preload="metadata"
        autoPlay={autoPlay}
        playsInline
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          // The end was reached by playing on from the last reading (a seek to the end resets the reading).
          if (element.current) countPlayback(element.current, true);
        }}
        onSeeking={() => {
          watched.current.last = null;
        }}
        onTimeUpdate={onTimeUpdate}
        onLoadedMetadata={() => {
          const media = element.current;
          if (!media) return;
          if (Number.isFinite(media.duration)) setDuration(media.duration);
          media.volume = volume;
          media.muted = muted;
          const resume = resumeAt.current;
          if (resume) {
            media.currentTime = resume.at;
            if (resume.play) void media.play();
            resumeAt.current = null;
          }
        }}
      >
        <track kind="captions" />
      </video>
      <div className="flex flex-wrap items-center gap-2 bg-card px-2 py-1.5 text-card-foreground">
        <Button
          ref={playButton}
          variant="ghost"
          size="icon"
          onClick={toggle}
          aria-label={playing ? t('Pause {title}', { title }) : t('Play {title}', { title })}
        >
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
        <span className="text-xs tabular-nums text-muted-foreground" aria-hidden>
          {clock(time)} / {clock(duration)}
        </span>
        <input
          type="range"
          className="min-w-24 flex-1 accent-primary"
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(time, duration || 0)}
          aria-label={t('Seek')}
          aria-valuetext={t('{time} of {duration}', { time: clock(time), duration: clock(duration) })}
          onChange={(event) => {
            const media = element.current;
            if (media) media.currentTime = Number(event.target.value);
            setTime(Number(event.target.value));
          }}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={muted ? t('Unmute') : t('Mute')}
          aria-pressed={muted}
          onClick={() => {
            const next = !muted;
            setMuted(next);
            if (element.current) element.current.muted = next;
          }}
        >
          {muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
        </Button>
        <input
          type="range"
          className="w-20 accent-primary"
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={volume}
          aria-label={t('Volume')}
          onChange={(event) => {
            const next = Number(event.target.value);
            setVolume(next);
            if (element.current) element.current.volume = next;
          }}
        />
        <select
          className="h-8 rounded-md border border-input bg-background px-1 text-xs text-foreground"
          aria-label={t('Quality')}
          value={quality === 'auto' ? 'auto' : String(quality)}
          onChange={(event) => changeQuality(event.target.value)}
        >
          <option value="auto">{autoHeight ? t('Auto ({height}p)', { height: autoHeight }) : t('Auto')}</option>
          {video.renditions.map((r) => (
            <option key={r.height} value={r.height}>
              {r.height}p
            </option>
          ))}
        </select>
        <Button variant="ghost" size="icon" aria-label={t('Fullscreen')} onClick={() => void frame.current?.requestFullscreen?.()}>
          <Maximize aria-hidden />
        </Button>
      </div>
    </div>
  );
}
