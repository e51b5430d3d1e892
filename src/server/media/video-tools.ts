import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The binaries: FFMPEG_PATH / FFPROBE_PATH, else the ones the npm packages ship (so `npm install` is enough). */
export function videoBinaries(env: { FFMPEG_PATH?: string; FFPROBE_PATH?: string }): { ffmpeg: string; ffprobe: string } {
  return {
    ffmpeg: env.FFMPEG_PATH ?? (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
    ffprobe: env.FFPROBE_PATH ?? (require('@ffprobe-installer/ffprobe') as { path: string }).path,
  };
}

export class ToolError extends Error {}

/** Runs a binary to the end; rejects with the last lines of its error output. */
export function runTool(binary: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      // Only the tail matters for the reason; keep memory bounded whatever ffmpeg prints.
      err = (err + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ToolError(`could not start ${binary}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else {
        const tail = err.trim().split('\n').slice(-2).join(' ').slice(-300);
        reject(new ToolError(signal ? `timed out after ${Math.round(timeoutMs / 1000)} s` : tail || `exited with code ${code}`));
      }
    });
  });
}

export interface VideoProbe {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

interface FfprobeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: Array<{ codec_type?: string; codec_name?: string; width?: number; height?: number; disposition?: { attached_pic?: number } }>;
}

/** Still-image and text formats ffprobe also reads as a "video" stream: never a video upload. */
const NOT_VIDEO_FORMATS = /image2|_pipe|^gif$|tty|apng|webp/;

/** What the bytes are, decided by ffprobe reading them (not the name or declared type); null when not a playable video. */
export async function probeVideo(ffprobe: string, file: string): Promise<VideoProbe | null> {
  let output: FfprobeOutput;
  try {
    output = JSON.parse(
      await runTool(ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], 60_000),
    ) as FfprobeOutput;
  } catch {
    return null;
  }
  const format = output.format?.format_name ?? '';
  const video = output.streams?.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  const duration = Number(output.format?.duration);
  if (!video?.width || !video.height || NOT_VIDEO_FORMATS.test(format) || !(duration > 0)) return null;
  return {
    durationSeconds: duration,
    width: video.width,
    height: video.height,
    hasAudio: Boolean(output.streams?.some((stream) => stream.codec_type === 'audio')),
  };
}
