/**
 * LocalHub videos benchmark (issue 13, "Performance"): `npm run bench -- --only videos`, or `npx tsx bench/videos.ts`.
 *
 * 1. Upload: a 500 MB file through tus in 5 MB chunks; the process's RSS is sampled every 50 ms (target: at most
 *    64 MB above the start); at 50 % the connection is cut mid-chunk and the upload resumed from the server's offset
 *    (target: at most one chunk sent again). The bytes are random, so the server's probe refuses them at the end (422)
 *    and deletes them: that refusal is part of what is measured. It runs first, before anything else grew the heap.
 * 2. Processing: a 60 s 1280×720 clip (ffmpeg's testsrc2 pattern with moving noise, so it does not compress to nothing,
 *    and a tone) is uploaded through tus and timed from the last byte to Ready (poster + 240p, 360p, 720p); the size of
 *    each rendition per minute is reported (target: 240p under 2 MB a minute).
 * 3. Ranges: VIEWERS concurrent anonymous viewers (in a worker thread) each read RANGES ranges of 4 s of playback from
 *    that video's renditions, paced like a player buffering at twice the playback speed; time to first byte
 *    p50/p95/p99 (target p95 ≤ 50 ms) and errors (target 0).
 * 4. Discover at DISCOVER_VIDEOS ready public videos: GET /api/v1/videos for each sort, with a category and with a
 *    search word (and a misspelt one): p50/p95/p99 (target p95 ≤ 25 ms).
 *
 * Options (flag or environment variable):
 *   --viewers N / BENCH_VIEWERS (200), --ranges N / BENCH_RANGES (5), --discover N / BENCH_DISCOVER_VIDEOS (100000),
 *   --reads N / BENCH_READS (300 per Discover scenario, 4 in flight), --upload-mb N / BENCH_UPLOAD_MB (500)
 *   BENCH_DATABASE_URL or DATABASE_URL  a PostgreSQL server to use (creates and drops localhub_vidbench_<random>)
 *
 * The server runs in this process: the load generator and the upload client share its event loop, cores and RSS, so
 * the figures are an upper bound. Does not write bench/RESULTS.md.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, createReadStream, openSync, statSync, writeSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { benchDatabase, percentile } from './support/bench-database';
import { benchMember, startBenchServer } from './support/bench-server';
import { videoBinaries } from '../src/server/media/video-tools';
import { VIDEO_CATEGORIES } from '../src/shared/videos';
import { opt } from './support/bench-options';

const VIEWERS = Number(opt('viewers', 'BENCH_VIEWERS', '200'));
const RANGES = Number(opt('ranges', 'BENCH_RANGES', '5'));
const DISCOVER_VIDEOS = Number(opt('discover', 'BENCH_DISCOVER_VIDEOS', '100000'));
const READS = Number(opt('reads', 'BENCH_READS', '300'));
const UPLOAD_MB = Number(opt('upload-mb', 'BENCH_UPLOAD_MB', '500'));
const CHUNK = 5 * 1024 * 1024;
const say = (line: string) => console.log(`[bench videos ${new Date().toISOString().slice(11, 19)}] ${line}`);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? NaN };
};
const line = (name: string, samples: number[], extra = '') => {
  const s = summary(samples);
  say(`${name.padEnd(44)} n=${samples.length}  p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}${extra}`);
  return s;
};

/** One request; resolves at the response headers (time to first byte) and again when the body has been read. */
function timedRequest(
  agent: Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: NodeJS.ReadableStream },
) {
  return new Promise<{ status: number; ttfb: number; body: Buffer; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const started = performance.now();
      const request = httpRequest(url, { method: options.method ?? 'GET', agent, headers: options.headers }, (response) => {
        const ttfb = performance.now() - started;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ttfb, body: Buffer.concat(chunks), headers: response.headers }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
      if (options.body) options.body.pipe(request);
      else request.end();
    },
  );
}

const rssMb = () => process.memoryUsage().rss / 2 ** 20;

/**
 * The range viewers (plain JavaScript, run in a worker). Each plays like a phone that buffers ahead: it starts within
 * the first second, asks for RANGE_SECONDS of playback at a time (at least 64 KB) from a random rendition, and asks for
 * the next when that much has played at twice the speed. A warm-up of 10 viewers first; TTFB per request.
 */
const RANGE_VIEWERS = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, renditions, viewers, ranges, duration, rangeSeconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ttfb = [];
let errors = 0;
const one = (rendition, size) => new Promise((resolve) => {
  const start = Math.floor(Math.random() * Math.max(1, rendition.bytes - size));
  const began = performance.now();
  const request = http.get(base + rendition.url, { agent, headers: { range: 'bytes=' + start + '-' + (start + size - 1) } }, (response) => {
    const took = performance.now() - began;
    response.resume();
    response.on('end', () => { if (response.statusCode === 206) ttfb.push(took); else errors += 1; resolve(); });
  });
  request.on('error', () => { errors += 1; resolve(); });
});
const viewer = async () => {
  await sleep(Math.random() * 1000);
  for (let i = 0; i < ranges; i++) {
    const rendition = renditions[Math.floor(Math.random() * renditions.length)];
    const rate = rendition.bytes / duration;
    const size = Math.max(64 * 1024, Math.round(rate * rangeSeconds));
    const began = performance.now();
    await one(rendition, size);
    const wait = (size / rate / 2) * 1000 - (performance.now() - began);
    if (wait > 0) await sleep(wait);
  }
};
(async () => {
  await Promise.all(Array.from({ length: 10 }, viewer));
  ttfb.length = 0;
  errors = 0;
  await Promise.all(Array.from({ length: viewers }, viewer));
  agent.destroy();
  parentPort.postMessage({ ttfb, errors });
})();
`;

async function main(): Promise<void> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch((error) => console.error(error));
  };
  let failed = false;
  const check = (ok: boolean, what: string) => {
    say(`${ok ? 'MET ' : 'MISSED'} ${what}`);
    if (!ok) failed = true;
  };
  try {
    say(`${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})`);
    const { url, description } = await benchDatabase('localhub_vidbench', say, cleanups);
    say(description);
    const { base, env, database } = await startBenchServer(url, cleanups, { settings: { JOB_POLL_SECONDS: '0.5' } });
    const dataDir = env.DATA_DIR;
    const db = database.db;
    const owner = await benchMember(db, env.AUTH_SECRET!, 'Bench Uploader', 'uploader');
    const auth = { cookie: owner.cookie, origin: base, 'tus-resumable': '1.0.0' };
    const agent = new Agent({ keepAlive: true, maxSockets: 256 });
    cleanups.push(() => agent.destroy());
    const metadata = (title: string) =>
      `title ${Buffer.from(title).toString('base64')},privacy ${Buffer.from('public').toString('base64')}`;

    async function create(size: number, title: string): Promise<string> {
      const created = await timedRequest(agent, `${base}/api/v1/videos/uploads`, {
        method: 'POST',
        headers: { ...auth, 'upload-length': String(size), 'upload-metadata': metadata(title) },
      });
      if (created.status !== 201) throw new Error(`tus create: ${created.status} ${created.body.toString()}`);
      return `${base}${created.headers.location as string}`;
    }
    const patch = (location: string, file: string, start: number, end: number) =>
      timedRequest(agent, location, {
        method: 'PATCH',
        headers: {
          ...auth,
          'upload-offset': String(start),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(end - start),
        },
        body: createReadStream(file, { start, end: end - 1 }),
      });

    // ── 1. upload of 500 MB with a cut at 50 % (first, so the process's memory has not grown for other reasons) ──
    const big = path.join(dataDir, 'big.bin');
    const size = UPLOAD_MB * 2 ** 20;
    const fd = openSync(big, 'w');
    for (let written = 0; written < size; written += 8 * 2 ** 20) writeSync(fd, randomBytes(Math.min(8 * 2 ** 20, size - written)));
    closeSync(fd);
    (globalThis as { gc?: () => void }).gc?.();
    const rssStart = rssMb();
    let rssMax = rssStart;
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMb())), 50);
    const uploadStarted = performance.now();
    const location = await create(size, 'Bench 500 MB');
    let sent = 0;
    let bytesSent = 0;
    let cut = false;
    let resent = 0;
    let final: Awaited<ReturnType<typeof patch>> | undefined;
    while (sent < size) {
      const end = Math.min(size, sent + CHUNK);
      if (!cut && sent >= size / 2) {
        // The connection drops half-way through this chunk.
        cut = true;
        const half = sent + Math.floor((end - sent) / 2);
        await new Promise<void>((resolve) => {
          const request = httpRequest(location, {
            method: 'PATCH',
            headers: {
              ...auth,
              'upload-offset': String(sent),
              'content-type': 'application/offset+octet-stream',
              'content-length': String(end - sent),
            },
          });
          request.on('error', () => resolve());
          request.on('close', () => resolve());
          const stream = createReadStream(big, { start: sent, end: half - 1 });
          stream.on('data', (chunk) => request.write(chunk));
          stream.on('end', () => setTimeout(() => request.destroy(), 200));
        });
        bytesSent += half - sent;
        const head = await timedRequest(agent, location, { method: 'HEAD', headers: auth });
        const stored = Number(head.headers['upload-offset']);
        resent = half - stored;
        sent = stored;
        continue;
      }
      final = await patch(location, big, sent, end);
      bytesSent += end - sent;
      if (final.status !== 204 && final.status !== 422) throw new Error(`PATCH at ${sent}: ${final.status} ${final.body.toString()}`);
      sent = final.status === 422 ? size : Number(final.headers['upload-offset']);
    }
    clearInterval(sampler);
    const seconds = (performance.now() - uploadStarted) / 1000;
    say(
      `upload ${UPLOAD_MB} MB in ${CHUNK / 2 ** 20} MB chunks: ${seconds.toFixed(1)} s (${(bytesSent / 2 ** 20 / seconds).toFixed(0)} MB/s), ` +
        `RSS ${rssStart.toFixed(0)} → max ${rssMax.toFixed(0)} MB (+${(rssMax - rssStart).toFixed(0)} MB); last answer ${final?.status} (random bytes are refused by the probe)`,
    );
    say(`resume after a cut at 50 %: ${(resent / 2 ** 20).toFixed(2)} MB sent again (chunk ${CHUNK / 2 ** 20} MB)`);
    check(rssMax - rssStart <= 64, 'upload RSS growth ≤ 64 MB');
    check(resent <= CHUNK, 'resume re-sends at most one chunk');
    check(final?.status === 422, 'the non-video 500 MB upload is refused after probing');
    // ── 2. processing ──
    const { ffmpeg } = videoBinaries({});
    const clip = path.join(dataDir, 'clip-720p-60s.mp4');
    say('making a 60 s 1280×720 clip (testsrc2 + moving noise + tone)…');
    execFileSync(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1280x720:rate=30,noise=alls=12:allf=t',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100',
      '-t',
      '60',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-shortest',
      clip,
    ]);
    const clipSize = statSync(clip).size;
    say(`clip: ${(clipSize / 2 ** 20).toFixed(1)} MB`);
    const clipLocation = await create(clipSize, 'Bench clip');
    let offset = 0;
    let last: Awaited<ReturnType<typeof patch>> | undefined;
    while (offset < clipSize) {
      last = await patch(clipLocation, clip, offset, Math.min(clipSize, offset + CHUNK));
      offset = Number(last.headers['upload-offset'] ?? clipSize);
    }
    const { videoId } = JSON.parse(last!.body.toString()) as { videoId: number };
    const processingStarted = performance.now();
    for (;;) {
      const row = await db
        .selectFrom('videos')
        .select(['status', 'failure_reason', 'renditions'])
        .where('video_id', '=', String(videoId))
        .executeTakeFirstOrThrow();
      if (row.status === 'ready') {
        const seconds = (performance.now() - processingStarted) / 1000;
        say(
          `processing 60 s 720p → poster + ${row.renditions.map((r) => `${r.height}p`).join(', ')}: ${seconds.toFixed(1)} s on ${cpus().length} cores`,
        );
        for (const rendition of row.renditions)
          say(`  ${rendition.height}p (${rendition.width}×${rendition.height}): ${(rendition.bytes / 2 ** 20).toFixed(2)} MB per minute`);
        const smallest = row.renditions.find((r) => r.height === 240)!;
        check(smallest.bytes < 2 * 2 ** 20, '240p under 2 MB per minute');
        break;
      }
      if (row.status === 'failed') throw new Error(`processing failed: ${row.failure_reason}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    // ── 3. ranges ──
    // The viewers run in a worker thread: their own event loop, so the server's is not also reading 200 responses.
    const video = (await (await fetch(`${base}/api/v1/videos/${videoId}`)).json()) as { renditions: Array<{ url: string; bytes: number }> };
    const measured = await new Promise<{ ttfb: number[]; errors: number }>((resolve, reject) => {
      const worker = new Worker(RANGE_VIEWERS, {
        eval: true,
        workerData: { base, renditions: video.renditions, viewers: VIEWERS, ranges: RANGES, duration: 60, rangeSeconds: 4 },
      });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const ranges = line(`ranges: ${VIEWERS} viewers × ${RANGES} × 4 s of video, TTFB`, measured.ttfb, `  errors ${measured.errors}`);
    check(ranges.p95 <= 50 && measured.errors === 0, 'range TTFB p95 ≤ 50 ms with 0 errors');

    // ── 4. discover ──
    say(`inserting ${DISCOVER_VIDEOS.toLocaleString('en')} ready public videos…`);
    const words = [
      'jollof',
      'ankara',
      'tailoring',
      'market',
      'lagos',
      'abuja',
      'suya',
      'okada',
      'generator',
      'fabrics',
      'hair',
      'salon',
      'phone',
      'repair',
      'bakery',
      'wedding',
      'church',
      'football',
      'tutorial',
      'farming',
    ];
    const categories = sql.raw(`ARRAY[${VIDEO_CATEGORIES.map((c) => `'${c}'`).join(',')}]`);
    const wordArray = sql.raw(`ARRAY[${words.map((w) => `'${w}'`).join(',')}]`);
    await sql`
      INSERT INTO videos (owner_id, upload_id, storage_prefix, title, description, category, privacy, tags, search_text, status, renditions, views, likes, created_at)
      SELECT ${owner.userId}, 'b' || g, 'videos/bench/' || g, t.title, t.title || ' in ' || t.place, (${categories})[1 + g % 8], 'public',
             ARRAY[t.place], lower(t.title || ' ' || t.title || ' in ' || t.place || ' ' || t.place), 'ready', '[]',
             (random() * 100000)::int, (random() * 5000)::int, now() - (g || ' minutes')::interval
      FROM generate_series(1, ${DISCOVER_VIDEOS}) AS g,
      LATERAL (SELECT initcap((${wordArray})[1 + (g * 7) % 20]) || ' ' || (${wordArray})[1 + (g * 13) % 20] || ' ' || g AS title,
                      (${wordArray})[1 + (g * 3) % 20] AS place) AS t`.execute(db);
    await sql`ANALYZE videos`.execute(db);
    const scenarios: Array<[string, string]> = [
      ['latest', 'sort=latest'],
      ['most viewed', 'sort=views'],
      ['most liked', 'sort=likes'],
      ['latest, category', 'sort=latest&category=tutorial'],
      ['most viewed, category', 'sort=views&category=event'],
      ['latest, search "suya"', 'sort=latest&search=suya'],
      ['most viewed, search "suya"', 'sort=views&search=suya'],
      ['most liked, search "ankra" (misspelt)', 'sort=likes&search=ankra'],
    ];
    let worst = 0;
    for (const [name, query] of scenarios) {
      const samples: number[] = [];
      let next = 0;
      const worker = async () => {
        while (next < READS) {
          next += 1;
          const started = performance.now();
          const response = await timedRequest(agent, `${base}/api/v1/videos?${query}`, {});
          if (response.status !== 200 || (JSON.parse(response.body.toString()) as { items: unknown[] }).items.length === 0) {
            throw new Error(`${query}: ${response.status} ${response.body.toString().slice(0, 200)}`);
          }
          samples.push(performance.now() - started);
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
      worst = Math.max(worst, line(`discover ${name}`, samples).p95);
    }
    check(worst <= 25, 'Discover p95 ≤ 25 ms for every sort and with a search word');
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await cleanup();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
