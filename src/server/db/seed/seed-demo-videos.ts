import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';
import type { Env } from '../../env';
import type { JobQueue } from '../../jobs/job-queue';
import { probeVideo, videoBinaries } from '../../media/video-tools';
import { queueVideoProcessing } from '../../features/videos/video-processing';
import { videoStagingDir, videoStoragePrefix } from '../../features/videos/video-uploads';
import { videoSearchText, videosRepository } from '../../features/videos/videos.repository';
import type { VideoCategory } from '../../../shared/videos';
import { DEMO_BUSINESSES } from './demo-data';
import { makeDemoClip, type DemoClip } from './demo-video-clip';

const HOUR_MS = 3600_000;

/** A short clip a demo business posted: what Discover and its Videos tab show, and what the clip draws. */
interface DemoVideo extends Omit<DemoClip, 'business'> {
  /** The business's owner (each demo member has at most one business); the video is of that business. */
  owner: string;
  title: string;
  description: string;
  category: VideoCategory;
  tags: string[];
  hoursAgo: number;
}

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    owner: 'adaeze',
    title: 'Ankara gowns, sewn to measure',
    description: 'A look at this week’s Ankara gowns. Fittings on weekdays are quicker than Saturdays.',
    category: 'product_demo',
    tags: ['ankara', 'tailoring', 'aso-ebi'],
    heading: "ADA'S STITCHES",
    line: 'ANKARA GOWNS SEWN TO MEASURE',
    seconds: 8,
    note: 220,
    hoursAgo: 20,
  },
  {
    owner: 'funmi_adeyemi',
    title: 'Fresh bread every morning',
    description: 'Agege bread, chin chin and meat pies out of the oven by 7 am. Order cakes two days ahead.',
    category: 'business',
    tags: ['bakery', 'bread', 'surulere'],
    heading: "FUNMI'S OVEN",
    line: 'FRESH BREAD EVERY MORNING',
    seconds: 6,
    note: 262,
    hoursAgo: 5,
  },
  {
    owner: 'emeka_obi',
    title: 'How we install an inverter in one day',
    description: 'From the site check to the changeover: what a one-day inverter and panel installation looks like.',
    category: 'tutorial',
    tags: ['solar', 'inverter', 'installation'],
    heading: 'BRIGHTWAY SOLAR',
    line: 'INVERTERS INSTALLED IN A DAY',
    seconds: 10,
    note: 196,
    hoursAgo: 30,
  },
  {
    owner: 'aisha_bello',
    title: 'Tuwo and miyan kuka, fresh every afternoon',
    description: 'Lunch at Aisha’s Kitchen in Wuse II: tuwo, miyan kuka, jollof and grills until late.',
    category: 'business',
    tags: ['food', 'restaurant', 'abuja'],
    heading: "AISHA'S KITCHEN",
    line: 'TUWO AND MIYAN KUKA DAILY',
    seconds: 7,
    note: 233,
    hoursAgo: 12,
  },
  {
    owner: 'ebiere_douglas',
    title: 'Knotless braids that do not pull',
    description: 'Neat knotless braids in about five hours. Book ahead for Saturdays.',
    category: 'product_demo',
    tags: ['braids', 'hair', 'port-harcourt'],
    heading: "EBI'S HAIR LOUNGE",
    line: 'KNOTLESS BRAIDS DONE NEATLY',
    seconds: 9,
    note: 175,
    hoursAgo: 44,
  },
];

/** Each demo video's upload id follows from its title, so a remade clip lands where the row expects it. */
const uploadIdOf = (video: DemoVideo) => createHash('sha256').update(`demo-video\n${video.title}`).digest('hex').slice(0, 32);

/**
 * The demo videos' rows, as uploads whose bytes have not arrived yet (status uploading): `prepareDemoVideos` draws
 * each clip and hands it to the processing every upload goes through.
 */
export async function seedDemoVideos(
  trx: Kysely<Database>,
  deps: { user(username: string): string; businessOf(username: string): string; now: Date },
): Promise<void> {
  await trx
    .insertInto('videos')
    .values(
      DEMO_VIDEOS.map((video) => {
        const uploadId = uploadIdOf(video);
        const fields = { title: video.title, description: video.description, tags: video.tags };
        return {
          owner_id: deps.user(video.owner),
          business_id: Number(deps.businessOf(video.owner)),
          upload_id: uploadId,
          storage_prefix: videoStoragePrefix(uploadId),
          ...fields,
          category: video.category,
          privacy: 'public',
          search_text: videoSearchText(fields),
          created_at: new Date(deps.now.getTime() - video.hoursAgo * HOUR_MS),
          updated_at: deps.now,
        };
      }),
    )
    .execute();
}

/**
 * Draws the clip of every demo video still waiting for its bytes, stages it where an upload's bytes go, and finishes it
 * as an upload's last byte does: probed, marked processing, and queued for the poster and renditions. Run at every
 * start, after the server listens: the first start is not held up, and one stopped half-way carries on.
 */
export async function prepareDemoVideos(
  db: Db,
  jobs: JobQueue,
  env: Pick<Env, 'DATA_DIR' | 'FFMPEG_PATH' | 'FFPROBE_PATH'>,
): Promise<number> {
  const waiting = await db
    .selectFrom('videos')
    .select(['video_id', 'upload_id'])
    .where('status', '=', 'uploading')
    .where('upload_id', 'in', DEMO_VIDEOS.map(uploadIdOf))
    .execute();
  if (waiting.length === 0) return 0;
  const { ffmpeg, ffprobe } = videoBinaries(env);
  const stagingDir = videoStagingDir(env.DATA_DIR);
  await mkdir(stagingDir, { recursive: true });
  const repo = videosRepository(db);
  // One clip at a time, in the order above: the first is processed while the next is drawn.
  for (const video of DEMO_VIDEOS) {
    const row = waiting.find((candidate) => candidate.upload_id === uploadIdOf(video));
    if (!row) continue;
    const business = DEMO_BUSINESSES.find((candidate) => candidate.owner === video.owner)!;
    const staged = path.join(stagingDir, row.upload_id);
    await makeDemoClip(ffmpeg, { ...video, business }, staged);
    const probe = await probeVideo(ffprobe, staged);
    if (!probe) throw new Error(`The demo clip "${video.title}" is not a video ffprobe can read`);
    if (await repo.markProcessing(Number(row.video_id), probe)) await queueVideoProcessing(jobs, Number(row.video_id));
  }
  return waiting.length;
}
