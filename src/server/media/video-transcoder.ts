import { RENDITION_HEIGHTS, type RenditionHeight } from '../../shared/videos';
import { runTool, type VideoProbe } from './video-tools';

/**
 * Bitrate ceilings per rendition, picked for slow, metered mobile data: 240p stays under 2 MB a minute with its
 * audio (200 + 48 kbit/s ≈ 1.9 MB/min at the ceiling; most minutes are well below it).
 */
const LADDER: Record<RenditionHeight, { crf: number; maxrate: number; audio: number }> = {
  240: { crf: 30, maxrate: 200, audio: 48 },
  360: { crf: 28, maxrate: 450, audio: 64 },
  720: { crf: 26, maxrate: 1500, audio: 96 },
};

/** 240p and 360p always, 720p when the source is at least that tall (the short side, for portrait clips). */
export function renditionHeights(probe: Pick<VideoProbe, 'width' | 'height'>): RenditionHeight[] {
  const shortSide = Math.min(probe.width, probe.height);
  return RENDITION_HEIGHTS.filter((height) => height !== 720 || shortSide >= 720);
}

/** The output size for a rendition: the short side at `height`, the other kept in proportion and even. */
export function renditionSize(probe: Pick<VideoProbe, 'width' | 'height'>, height: RenditionHeight): { width: number; height: number } {
  const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);
  if (probe.width >= probe.height) return { width: even((probe.width * height) / probe.height), height };
  return { width: height, height: even((probe.height * height) / probe.width) };
}

/** One H.264/AAC MP4 with its index at the front (faststart), so playback starts before the file has loaded. */
export async function encodeRendition(
  ffmpeg: string,
  input: string,
  output: string,
  probe: VideoProbe,
  height: RenditionHeight,
  options: { threads: number; timeoutMs: number },
): Promise<void> {
  const size = renditionSize(probe, height);
  const { crf, maxrate, audio } = LADDER[height];
  const args = ['-hide_banner', '-loglevel', 'error', '-y', '-i', input, '-map', '0:v:0'];
  if (probe.hasAudio) args.push('-map', '0:a:0', '-c:a', 'aac', '-b:a', `${audio}k`, '-ac', height === 240 ? '1' : '2');
  args.push(
    '-vf',
    `scale=${size.width}:${size.height}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    String(crf),
    '-maxrate',
    `${maxrate}k`,
    '-bufsize',
    `${maxrate * 2}k`,
    '-threads',
    String(options.threads),
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  );
  await runTool(ffmpeg, args, options.timeoutMs);
}

/** A JPEG poster from one second in (or the middle of a shorter clip), 360 px on its short side. */
export async function makePoster(ffmpeg: string, input: string, output: string, probe: VideoProbe): Promise<void> {
  const at = Math.min(1, probe.durationSeconds / 2).toFixed(2);
  const size = renditionSize(probe, 360);
  await runTool(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-ss',
      at,
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      `scale=${size.width}:${size.height}`,
      '-q:v',
      '5',
      '-f',
      'image2',
      output,
    ],
    60_000,
  );
}
