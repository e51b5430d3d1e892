import { connectDatabase } from './src/server/db/database';
import { searchRepository } from './src/server/features/search/search.repository';
import { searchVisibility } from './src/server/features/search/search-visibility';
const h = connectDatabase('postgres://postgres@127.0.0.1:5432/localhub_bench_s19');
const repo = searchRepository(h.db);
const vis = searchVisibility(repo, { info: () => {}, warn: console.warn });
await vis.start();
const viewer = { lat: 6.52, lng: 3.38 };
const terms = { words: [{ word: 'generator', expansions: ['generator', 'generators'] }] };
for (let i = 0; i < 8; i++) {
  let t = performance.now();
  const c = await repo.counts(terms, viewer, i % 2 === 0);
  const t1 = performance.now() - t; t = performance.now();
  await vis.fresh();
  const t2 = performance.now() - t; t = performance.now();
  const v = await vis.count(c);
  const t3 = performance.now() - t;
  console.log(i % 2 === 0 ? 'bits' : 'nobits', 'counts', t1.toFixed(1), 'fresh', t2.toFixed(1), 'js', t3.toFixed(1), c.chunks.length);
}
await h.close(); process.exit(0);
