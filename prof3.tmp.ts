import { connectDatabase } from './src/server/db/database';
import { searchRepository } from './src/server/features/search/search.repository';
import { visibilityIndex } from './src/server/features/search/visibility-index';
const h = connectDatabase('postgres://postgres@127.0.0.1:5432/localhub_bench_s19');
const repo = searchRepository(h.db);
const index = visibilityIndex();
const snap = await repo.placeSnapshot((s, p) => index.load(s, p));
const viewer = { lat: 6.52, lng: 3.38 };
const terms = { words: [{ word: 'generator', expansions: ['generator', 'generators'] }] };
const c = await repo.counts(terms, viewer, true);
for (let i = 0; i < 6; i++) {
  const t = performance.now(); let vis = 0, unk = 0, bits = 0;
  for (const ch of c.chunks) { const r = index.countChunk(ch.source, ch.chunk, ch.bits, c.viewerEarth!, snap.chords); vis += r.visible; unk += r.unknown.length; }
  console.log('js', (performance.now() - t).toFixed(2), vis, unk);
}
await h.close(); process.exit(0);
