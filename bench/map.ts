import { gzipSync } from 'node:zlib';
import { maxSpanDegrees } from '../src/shared/map';

/**
 * The map scenario of `npm run bench` (`--only map`; docs/decisions/0017-map.md): GET /api/v1/map for random
 * viewports of a 1280 × 600 px screen, from all of Nigeria (zoom 6) down to a street (zoom 17), centred on the bench's
 * viewers (85% around the six cities, 15% rural). One scenario per zoom (target p95 ≤ 50 ms), then the gzip size of
 * a sample of answers per zoom (target ≤ 30 KB).
 */
export const MAP_ZOOMS = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];
const SCREEN = { width: 1280, height: 600 };
/** Answers sampled per zoom for their size (BENCH_MAP_SIZE_SAMPLES). */
const SIZE_SAMPLES = Number(process.env.BENCH_MAP_SIZE_SAMPLES ?? 40);
const TARGET_MS = 50;
const TARGET_GZIP_BYTES = 30 * 1024;

interface Deps {
  scenario(name: string, target: number, makePath: () => string): Promise<void>;
  randomViewer(): { lat: number; lng: number };
  wanted(name: string): boolean;
  baseUrl(): string;
}

/** The box a screen shows around a centre at a zoom (plate carrée: close enough near the equator), cut to what the API accepts. */
export function viewport(center: { lat: number; lng: number }, zoom: number): string {
  const degreesPerPixel = 360 / 2 ** zoom / 256;
  const limit = maxSpanDegrees(zoom) * 0.999;
  const half = (pixels: number) => Math.min(pixels * degreesPerPixel, limit) / 2;
  const clamp = (value: number, bound: number) => Math.max(-bound, Math.min(bound, value));
  const box = [
    clamp(center.lng - half(SCREEN.width), 180),
    clamp(center.lat - half(SCREEN.height), 85),
    clamp(center.lng + half(SCREEN.width), 180),
    clamp(center.lat + half(SCREEN.height), 85),
  ];
  return box.map((n) => n.toFixed(5)).join(',');
}

const pathFor = (zoom: number, viewer: { lat: number; lng: number }, filter: Record<string, string> = {}) =>
  `/api/v1/map?${new URLSearchParams({ bbox: viewport(viewer, zoom), zoom: String(zoom), lat: String(viewer.lat), lng: String(viewer.lng), ...filter })}`;

/** Filtered views (not in the target, which is for unfiltered ones; measured against the same 50 ms): words and a type. */
const FILTER_ZOOMS = [6, 10, 14];
const WORDS = ['plumber', 'pharmacy', 'tailor', 'golden', 'mechanic'];

export async function mapScenarios({ scenario, randomViewer, wanted, baseUrl }: Deps): Promise<void> {
  for (const zoom of MAP_ZOOMS) await scenario(`map zoom ${zoom}`, TARGET_MS, () => pathFor(zoom, randomViewer()));
  for (const zoom of FILTER_ZOOMS) {
    let turn = 0;
    await scenario(`map words zoom ${zoom}`, TARGET_MS, () => pathFor(zoom, randomViewer(), { q: WORDS[turn++ % WORDS.length]! }));
    await scenario(`map type zoom ${zoom}`, TARGET_MS, () =>
      pathFor(zoom, randomViewer(), { kind: 'business', type: String(1 + (turn++ % 5)) }),
    );
  }
  if (!wanted('map')) return;

  console.log('\n| map answers | samples | features max | gzip p50 KB | gzip p95 KB | gzip max KB | target | verdict |');
  console.log('|---|--:|--:|--:|--:|--:|--:|---|');
  for (const zoom of MAP_ZOOMS) {
    const sizes: number[] = [];
    let features = 0;
    for (let i = 0; i < SIZE_SAMPLES; i++) {
      const response = await fetch(baseUrl() + pathFor(zoom, randomViewer()));
      const text = await response.text();
      if (!response.ok) throw new Error(`map answered ${response.status}: ${text.slice(0, 200)}`);
      const body = JSON.parse(text) as { clusters: unknown[]; listings: unknown[] };
      features = Math.max(features, body.clusters.length + body.listings.length);
      sizes.push(gzipSync(text).length);
    }
    sizes.sort((a, b) => a - b);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const p = (q: number) => sizes[Math.min(sizes.length - 1, Math.floor((q / 100) * sizes.length))]!;
    const max = sizes[sizes.length - 1]!;
    console.log(
      `| zoom ${zoom} | ${sizes.length} | ${features} | ${kb(p(50))} | ${kb(p(95))} | ${kb(max)} | ≤ 30 | ${max <= TARGET_GZIP_BYTES ? 'MET' : 'NOT MET'} |`,
    );
  }
  console.log('');
}
