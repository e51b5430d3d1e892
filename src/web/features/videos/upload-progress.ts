import { t } from '../../lib/i18n';

/** Speed and time left from the bytes sent so far, averaged over the last few seconds so the figures do not jump. */
export function progressFigures(samples: Array<{ at: number; bytes: number }>, total: number) {
  const last = samples[samples.length - 1];
  const first = samples.find((sample) => last && last.at - sample.at <= 5000) ?? samples[0];
  if (!last || !first || last.at === first.at)
    return { percent: last ? Math.floor((last.bytes / total) * 100) : 0, speed: null, secondsLeft: null };
  const speed = ((last.bytes - first.bytes) / (last.at - first.at)) * 1000;
  return {
    percent: Math.floor((last.bytes / total) * 100),
    speed: speed > 0 ? speed : null,
    secondsLeft: speed > 0 ? Math.ceil((total - last.bytes) / speed) : null,
  };
}

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export const formatSecondsLeft = (seconds: number) =>
  seconds >= 3600
    ? t('{hours} h {minutes} min left', { hours: Math.floor(seconds / 3600), minutes: Math.ceil((seconds % 3600) / 60) })
    : seconds >= 60
      ? t('{minutes} min left', { minutes: Math.ceil(seconds / 60) })
      : t('{seconds} s left', { seconds });
