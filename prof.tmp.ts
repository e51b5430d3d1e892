import { connectDatabase } from './src/server/db/database';
import { searchService } from './src/server/features/search/search.service';
const h = connectDatabase('postgres://postgres@127.0.0.1:5432/localhub_bench_s19');
const log = { info: () => {}, warn: console.warn };
const svc = searchService({ db: h.db, images: {} as any, log });
await svc.start();
for (const [q, lat, lng] of [['generator', 6.52, 3.38], ['rice', 9.07, 7.4], ['jollof', 12.0, 8.5], ['tailor', 4.8, 7.0], ['generator', 6.52, 3.38], ['laptop', 7.4, 3.9], ['mechanic', 8.0, 5.0]] as const) {
  const t = performance.now();
  const r = await svc.search({ q, tab: 'all', limit: 20, lat, lng }, null);
  console.log(q, (performance.now() - t).toFixed(1), JSON.stringify(r.counts));
}
await h.close(); process.exit(0);
