/**
 * Memory of the discovery indexes (docs/decisions/0030-one-plan-visibility-rule.md, "The discovery indexes"): what the
 * search visibility index, the map index and the running ads hold per row, measured in this process.
 *
 *   node --expose-gc --import tsx bench/derived-indexes.ts [--rows 500000] [--ads 20000]
 *
 * Each copy is loaded through its own `load` path (the packed records PostgreSQL sends at start, built here instead of
 * read from a database) with rows placed like `bench/generate-data.ts` places listings (60% around six hubs, the rest
 * around other towns, σ 2–15 km; plans 80% Free, 15% Premium, 5% Pro), each copy in a process of its own. Before and
 * after the load every garbage is collected; the figure is the growth of V8's heap plus the array buffers (typed
 * arrays live outside the heap), per million rows, beside the copy's own estimate (`memoryBytes`). Run at a modest
 * size and extrapolated: the arrays grow in powers of two (at 500,000 rows they are sized for 524,288), and the map's
 * buckets fill up rather than multiply as rows are added, so the cost per row at 1M is at most this.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mapIndex } from '../src/server/features/map/map-index';
import { visibilityIndex } from '../src/server/features/search/visibility-index';
import { runningAds } from '../src/server/features/ads/running-ads';
import type { ServingAdRow } from '../src/server/features/ads/ads.repository';
import { earthPoint, planRules } from '../src/server/features/visibility/visibility';
import { systemClock } from '../src/server/clock';
import { seededRandom } from '../src/shared/seeded-random';
import { opt } from './support/bench-options';

const ROWS = Number(opt('rows', 'BENCH_INDEX_ROWS', '500000'));
const ADS = Number(opt('ads', 'BENCH_INDEX_ADS', '20000'));
/** Rows per packed block, as `placeSnapshot` reads them. */
const BLOCK = 131072;
/** earthdistance's `earth()`. */
const EARTH_RADIUS_M = 6378168;
const HUBS = [
  { lat: 6.5244, lng: 3.3792, share: 0.3 },
  { lat: 9.0765, lng: 7.3986, share: 0.18 },
  { lat: 12.0022, lng: 8.592, share: 0.14 },
  { lat: 4.8156, lng: 7.0498, share: 0.14 },
  { lat: 7.3775, lng: 3.947, share: 0.12 },
  { lat: 6.4584, lng: 7.5464, share: 0.12 },
];

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc (see the header of this file).');

const random = seededRandom(20261202);
/** Other towns over Nigeria, each with its own spread (degrees; 0.018–0.135 is σ 2–15 km). */
const TOWNS = Array.from({ length: 150 }, () => ({
  lat: 4.3 + random() * 9.5,
  lng: 2.8 + random() * 11.5,
  sigma: 0.018 + random() * 0.117,
}));
function position(): { lat: number; lng: number } {
  let centre: { lat: number; lng: number; sigma: number };
  if (random() < 0.6) {
    let pick = random();
    const hub = HUBS.find((h) => (pick -= h.share) < 0) ?? HUBS[0]!;
    centre = { ...hub, sigma: 0.135 };
  } else {
    centre = TOWNS[Math.floor(random() * TOWNS.length)]!;
  }
  // Box–Muller.
  const r = Math.sqrt(-2 * Math.log(1 - random())) * centre.sigma;
  const a = 2 * Math.PI * random();
  return { lat: centre.lat + r * Math.cos(a), lng: centre.lng + r * Math.sin(a) };
}
const rank = () => {
  const x = random();
  return x < 0.8 ? 0 : x < 0.95 ? 1 : 2;
};

function measured(): number {
  gc!();
  gc!();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

interface Row {
  copy: string;
  rows: number;
  loadMs: number;
  measuredPerMillion: number;
  estimatedPerMillion: number;
}

async function measure(copy: string, rows: number, load: () => Promise<() => number>): Promise<Row> {
  const before = measured();
  const started = performance.now();
  const estimate = await load();
  const loadMs = performance.now() - started;
  const after = measured();
  const perMillion = (bytes: number) => (bytes / rows) * 1e6;
  return { copy, rows, loadMs, measuredPerMillion: perMillion(after - before), estimatedPerMillion: perMillion(estimate()) };
}

/** `count` records of `size` bytes in blocks as `placeSnapshot` reads them, each written by `write` (ids from 1). */
function packedBlocks(count: number, size: number, write: (block: Buffer, at: number, id: number) => void): Buffer[] {
  const blocks: Buffer[] = [];
  for (let first = 1; first <= count; first += BLOCK) {
    const n = Math.min(BLOCK, count - first + 1);
    const block = Buffer.alloc(n * size);
    for (let i = 0; i < n; i++) write(block, i * size, first + i);
    blocks.push(block);
  }
  return blocks;
}

/** 34-byte records: int8 id, int2 plan, float8 x, y, z (NaN without a position), as the search snapshot sends them. */
const searchBlocks = (count: number) =>
  packedBlocks(count, 34, (block, at, id) => {
    block.writeBigInt64BE(BigInt(id), at);
    block.writeInt16BE(rank(), at + 8);
    const placed = random() >= 0.05;
    const p = earthPointOf(position());
    [p.x, p.y, p.z].forEach((value, k) => block.writeDoubleBE(placed ? value : NaN, at + 10 + k * 8));
  });

/** 55-byte records: int8 id, int2 plan, int4 type, bool approximate, float8 lat, lng, x, y, z, as the map snapshot sends them. */
const mapBlocks = (count: number) =>
  packedBlocks(count, 55, (block, at, id) => {
    const { lat, lng } = position();
    const p = earthPoint(lat, lng);
    block.writeBigInt64BE(BigInt(id), at);
    block.writeInt16BE(rank(), at + 8);
    block.writeInt32BE(1 + Math.floor(random() * 60), at + 10);
    block[at + 14] = random() < 0.3 ? 1 : 0;
    [lat, lng, p.x, p.y, p.z].forEach((value, k) => block.writeDoubleBE(value, at + 15 + k * 8));
  });

const earthPointOf = (at: { lat: number; lng: number }) => earthPoint(at.lat, at.lng);

function servingAds(count: number): ServingAdRow[] {
  return Array.from({ length: count }, (_, i) => {
    const { lat, lng } = position();
    const plan = random() < 0.5 ? 'premium' : 'pro';
    return {
      ad_id: String(i + 1),
      user_id: `bench_u${i + 1}`,
      ad_type: random() < 0.5 ? 'feed' : 'banner',
      audience: 'all',
      title: `Fresh suya and grills at stall ${i + 1}`,
      description: 'Open every evening near the junction. Order on WhatsApp, delivery within the estate.',
      image_url: `/media/ads/${i + 1}-640.webp`,
      starts_at: new Date(Date.now() - 86_400_000),
      ends_at: new Date(Date.now() + 7 * 86_400_000),
      planned_impressions: 10_000,
      impressions: 0,
      lat,
      lng,
      advertiser: `Bench Member ${i + 1}`,
      plan_id: plan,
      plan_ends_at: new Date(Date.now() + 30 * 86_400_000),
    };
  });
}

/** Loads one copy in this process and prints its figures as JSON. */
async function measureOne(copy: string): Promise<Row> {
  if (copy !== 'running ads') {
    const search = copy === 'search visibility index';
    const blocks = search ? searchBlocks(ROWS) : mapBlocks(ROWS);
    return measure(copy, ROWS, async () => {
      const index = search ? visibilityIndex() : mapIndex();
      for (const block of blocks) index.load(search ? 1 : 0, block);
      if ('settle' in index) index.settle();
      kept = index;
      return index.memoryBytes;
    });
  }
  // The plans' radii as chords on earthdistance's sphere (PostgreSQL's own figures are not needed for a memory count).
  const rules = planRules();
  const reach = {
    chords: rules.map((rule) => (rule.radiusM === null ? Infinity : 2 * EARTH_RADIUS_M * Math.sin(rule.radiusM / (2 * EARTH_RADIUS_M)))),
    unlimited: rules.map((rule) => rule.radiusM === null),
  };
  return measure(copy, ADS, async () => {
    const ads = runningAds(async () => ({ version: '1', ads: servingAds(ADS), reach }), systemClock);
    await ads.load();
    kept = ads;
    return ads.memoryBytes;
  });
}

/** The copy measured stays reachable until its figures are taken. */
let kept: unknown = null;
const COPIES = ['search visibility index', 'map index', 'running ads'];
const only = opt('copy', 'BENCH_INDEX_COPY', '');
if (only) {
  console.log(JSON.stringify(await measureOne(only)));
  process.exit(kept ? 0 : 1);
}
// Each copy in a fresh process: memory freed by one load is returned to the system at its own pace and would blur the next.
const results: Row[] = COPIES.map((copy) => {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--copy', copy, '--rows', String(ROWS), '--ads', String(ADS)],
    {
      encoding: 'utf8',
    },
  );
  if (child.status !== 0) throw new Error(`${copy}: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as Row;
});

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
console.log(`Node ${process.version}; rows loaded per copy: ${ROWS.toLocaleString('en')} (ads: ${ADS.toLocaleString('en')})`);
console.log('| Copy | Rows loaded | Load | Measured per 1M rows | Its own estimate per 1M rows |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const row of results) {
  console.log(
    `| ${row.copy} | ${row.rows.toLocaleString('en')} | ${row.loadMs.toFixed(0)} ms | ${mb(row.measuredPerMillion)} | ${mb(row.estimatedPerMillion)} |`,
  );
}
