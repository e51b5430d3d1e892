import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runTool } from '../../media/video-tools';
import { illustrationColours, type IllustrationSubject } from './demo-illustration';
import { strokeText, strokeTextWidth } from './stroke-letters';

/** What a demo clip shows: a business's colours, its name and one line about it, for a few seconds. */
export interface DemoClip {
  business: Pick<IllustrationSubject, 'name' | 'type'>;
  /** Drawn in the stroke alphabet: capitals, spaces, apostrophes and hyphens. */
  heading: string;
  line: string;
  seconds: number;
  /** The lowest note of the clip's soft chord, in Hz. */
  note: number;
}

const WIDTH = 640;
const HEIGHT = 360;
/** The background is drawn wider than the frame, which slides across it. */
const PAN = 128;
const FPS = 24;

const round = (value: number) => Math.round(value * 10) / 10;

/** The business's gradient with soft discs placed by its name, wide enough to slide across. */
function backgroundSvg(clip: DemoClip): string {
  const { light, deep, random } = illustrationColours({ kind: 'business', ...clip.business });
  const width = WIDTH + PAN;
  const discs: string[] = [];
  for (let index = 0; index < 9; index++) {
    const opacity = round(0.08 + random() * 0.14);
    discs.push(
      `<circle cx="${round(random() * width)}" cy="${round(random() * HEIGHT)}" r="${round(30 + random() * 120)}" fill="#fff" fill-opacity="${opacity}"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/>` +
    `<stop offset="1" stop-color="${deep}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${HEIGHT}" fill="url(#g)"/>${discs.join('')}</svg>`
  );
}

/** A light card with the heading in the business's ink and the line under it, on a transparent frame. */
function cardSvg(clip: DemoClip): string {
  const { ink, deep } = illustrationColours({ kind: 'business', ...clip.business });
  const room = WIDTH - 160;
  // The largest size that fits the card, up to a set height.
  const fit = (text: string, largest: number) => Math.min(largest, (largest * room) / strokeTextWidth(text, largest));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    `<rect x="48" y="104" width="${WIDTH - 96}" height="152" rx="28" fill="#fff" fill-opacity="0.94"/>` +
    strokeText(clip.heading, WIDTH / 2, 156, fit(clip.heading, 44), ink) +
    strokeText(clip.line, WIDTH / 2, 218, fit(clip.line, 20), deep) +
    `</svg>`
  );
}

/**
 * Makes a demo clip as an H.264/AAC MP4 at `output`, as a phone's upload would be: drawn with sharp (no fonts), put
 * in motion and given sound by ffmpeg (the background slides, the card rises and fades in, a quiet chord swells), so
 * nothing is downloaded. The file then goes through the same processing as any upload.
 */
export async function makeDemoClip(ffmpeg: string, clip: DemoClip, output: string): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'localhub-demo-clip-'));
  try {
    const background = path.join(work, 'background.png');
    const card = path.join(work, 'card.png');
    await writeFile(
      background,
      await sharp(Buffer.from(backgroundSvg(clip)))
        .png()
        .toBuffer(),
    );
    await writeFile(
      card,
      await sharp(Buffer.from(cardSvg(clip)))
        .png()
        .toBuffer(),
    );
    const seconds = clip.seconds;
    const [root, third, fifth] = [1, 1.25, 1.5].map((ratio) => clip.note * ratio);
    const chord = `0.05*(sin(2*PI*${root}*t)+sin(2*PI*${third}*t)+sin(2*PI*${fifth}*t))*(0.7+0.3*sin(2*PI*0.25*t))`;
    await runTool(
      ffmpeg,
      [
        ['-hide_banner', '-loglevel', 'error', '-y'],
        ['-i', background, '-i', card],
        ['-f', 'lavfi', '-i', `aevalsrc=${chord}:s=44100`],
        [
          '-filter_complex',
          // Each picture is decoded once and repeated (a looped input would decode it again for every frame).
          `[0:v]format=yuv420p,loop=loop=-1:size=1,fps=${FPS},crop=${WIDTH}:${HEIGHT}:x='${PAN}*t/${seconds}':y=0[bg];` +
            `[1:v]format=yuva420p,loop=loop=-1:size=1,fps=${FPS},fade=t=in:st=0:d=0.8:alpha=1[card];` +
            `[bg][card]overlay=x=0:y='max(0,24-30*t)',fade=t=out:st=${seconds - 0.7}:d=0.7[v];` +
            `[2:a]afade=t=in:d=0.5,afade=t=out:st=${seconds - 0.8}:d=0.8[a]`,
        ],
        ['-map', '[v]', '-map', '[a]', '-t', String(seconds)],
        ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-threads', '1', '-c:a', 'aac', '-b:a', '96k'],
        ['-f', 'mp4', output],
      ].flat(),
      120_000,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
