/**
 * Fills a migrated LocalHub database with a realistic, large data set, entirely in SQL
 * (multi-row INSERT … SELECT over generate_series, in batches so memory and WAL stay flat).
 *
 *   npx tsx bench/generate-data.ts --url postgres://postgres@127.0.0.1:5432/localhub_bench_x \
 *       [--users 200000] [--listings 1000000] [--products 1000000] [--posts 1000000] [--batch 100000]
 *
 * Migrations are applied first (migrateToLatest) so an empty database works too.
 * Listings: businesses and professions half each; 60% clustered around Lagos, Abuja, Kano,
 * Port Harcourt, Ibadan and Enugu (gaussian scatter with σ of 3, 8 or 20 km), the rest around the
 * other reference cities (≈90% Nigeria, ≈10% Ghana/Benin/Cameroon, σ 2–15 km). Owners' plans (as plan_rank on their
 * listings): 5% Pro, 10% Premium, 85% Free. Members live in a city (60% in the six hubs), which places their posts.
 */
import pg from 'pg';
import { connectDatabase, migrateToLatest } from '../src/server/db/database';

function arg(name: string, fallback?: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1]) return process.argv[i + 1];
  if (fallback === undefined) throw new Error(`--${name} is required`);
  return fallback;
}

const url = arg('url');
const USERS = Number(arg('users', '200000'));
const LISTINGS = Number(arg('listings', '1000000'));
const PRODUCTS = Number(arg('products', '1000000'));
const POSTS = Number(arg('posts', '1000000'));
const BATCH = Number(arg('batch', '100000'));
/** --resume-products: users and listings are already loaded (a previous run stopped later); redo products and posts. */
const RESUME = process.argv.includes('--resume-products');

const FIRST = `ARRAY['Adaeze','Chinedu','Emeka','Ngozi','Tunde','Bisi','Femi','Yetunde','Aisha','Musa','Ibrahim','Fatima','Kelechi','Obinna','Funmi','Segun','Zainab','Usman','Amaka','Ifeanyi','Kwame','Ama','Kofi','Efua','Sèna','Koffi','Nadia','Paul','Grace','Samuel','Blessing','Daniel','Esther','Joy','Victor','Hauwa','Sani','Halima','Tope','Kemi']`;
const LAST = `ARRAY['Okafor','Adeyemi','Balogun','Eze','Nwosu','Ibrahim','Bello','Abubakar','Okonkwo','Ogunleye','Adebayo','Mohammed','Uche','Obi','Danjuma','Mensah','Owusu','Boateng','Agbodjan','Houngbo','Fotso','Nkemelu','Olawale','Lawal','Yusuf','Akande','Chukwu','Ekwueme','Salami','Onyeka']`;
const BIZ_A = `ARRAY['Golden','Royal','Prime','City','Unity','Grace','Sunrise','Eko','Arewa','Naija','Green','Star','Crown','Excel','Divine','Trust','Heritage','Bright','Premier','Victory']`;
const BIZ_B = `ARRAY['Kitchen','Pharmacy','Motors','Fashion','Electronics','Bakery','Supermarket','Salon','Hotel','Logistics','Printing','Furniture','Tailoring','Clinic','Restaurant','Hardware','Phones','Pharmacy','Boutique','Cafe']`;
const PROF = `ARRAY['Plumber','Electrician','Carpenter','Tailor','Mechanic','Software developer','Accountant','Photographer','Hair stylist','Makeup artist','Painter','Tiler','Welder','Driver','Caterer','Graphic designer','Tutor','Nurse','Lawyer','Architect','Bricklayer','Generator repairer','AC technician','Fashion designer','Event planner']`;
const ADJ = `ARRAY['reliable','affordable','experienced','certified','fast','friendly','professional','quality','trusted','local','modern','fresh','original','durable','premium','cheap','clean','skilled','licensed','new']`;
const PRODUCT = `ARRAY['rice','beans','garri','yam','plantain','palm oil','tomatoes','pepper','sneakers','ankara fabric','aso oke','phone charger','power bank','laptop','generator','solar panel','inverter','bread','meat pie','chin chin','zobo','shea butter','black soap','wig','perfume','school bag','office chair','mattress','ceiling fan','water pump']`;
// Words for post text (later full-text search): everyday vocabulary plus trades, goods and places.
const WORDS = `ARRAY['today','market','price','new','shop','open','service','customers','quality','delivery','available','call','order','weekend','discount','fresh','best','thanks','community','business','work','plumber','electrician','carpenter','tailor','mechanic','generator','solar','phone','laptop','repair','fashion','ankara','food','jollof','suya','rice','beans','bread','cake','wedding','event','party','church','mosque','school','traffic','rain','light','NEPA','fuel','transport','okada','danfo','bus','Lagos','Abuja','Kano','Ibadan','Enugu','Accra','Lekki','Ikeja','Yaba','Surulere','Wuse','Garki','hiring','job','apprentice','training','class','course','design','website','printing','photography','makeup','hair','salon','barber','clinic','pharmacy','hospital','doctor','lawyer','accountant','estate','rent','house','apartment','land','farm','poultry','fish','cassava','maize','tomato','pepper','onion','market','stall','wholesale','retail','importer','supplier','quick','reliable','affordable','professional','experienced','certified','guaranteed','please','share','recommend','looking','need','urgent','contact','WhatsApp','visit','location','near','street','road','junction','estate','plaza','mall']`;

async function main(): Promise<void> {
  const t0 = Date.now();
  const handle = connectDatabase(url, { max: 1 });
  const migrated = await migrateToLatest(handle.db);
  if (migrated.length) console.log(`migrations applied: ${migrated.join(', ')}`);
  await handle.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (label: string, text: string): Promise<void> => {
    const s = Date.now();
    const r = await client.query(text);
    console.log(
      `${label.padEnd(44)} ${((Date.now() - s) / 1000).toFixed(1).padStart(7)} s${r.rowCount != null ? `  (${r.rowCount} rows)` : ''}`,
    );
  };
  await client.query(`SET synchronous_commit = off`);
  await client.query(`SET maintenance_work_mem = '256MB'`);
  await client.query(`SET work_mem = '64MB'`);
  await client.query(`SELECT setseed(0.42)`);

  // ── Members: auth_user rows; the trigger creates the users rows. ──
  for (let from = 1; from <= (RESUME ? 0 : USERS); from += BATCH) {
    const to = Math.min(USERS, from + BATCH - 1);
    await step(
      `auth_user ${from}..${to}`,
      `INSERT INTO auth_user (id, name, email, email_verified, username, created_at, updated_at)
       SELECT 'bench_u' || g,
              (${FIRST})[1 + (g::bigint * 7919) % 40] || ' ' || (${LAST})[1 + (g::bigint * 104729) % 30],
              'bench' || g || '@example.test', true, 'bench_' || g,
              now() - (random() * interval '730 days'), now()
         FROM generate_series(${from}, ${to}) g`,
    );
  }

  // ── Listings ──
  // Anchor cities: 6 hubs (weights sum to 1 within the clustered 60%) and the others.
  await step(
    'anchor cities',
    `CREATE TEMP TABLE bench_anchor AS
     SELECT row_number() OVER (ORDER BY c.city_id) AS n, c.name, c.city_id, c.state_id, s.country_id, c.latitude, c.longitude,
            co.code, c.name IN ('Lagos','Abuja','Kano','Port Harcourt','Ibadan','Enugu') AS hub
       FROM cities c JOIN states s USING (state_id) JOIN countries co USING (country_id)`,
  );
  await client.query(`CREATE TEMP TABLE bench_hub AS SELECT n, name FROM bench_anchor WHERE hub`);
  await client.query(`CREATE TEMP TABLE bench_ng AS SELECT row_number() OVER () AS k, n FROM bench_anchor WHERE NOT hub AND code = 'NG'`);
  await client.query(`CREATE TEMP TABLE bench_fx AS SELECT row_number() OVER () AS k, n FROM bench_anchor WHERE code <> 'NG'`);
  const { rows: counts } = await client.query(
    `SELECT (SELECT count(*) FROM bench_ng)::int AS ng, (SELECT count(*) FROM bench_fx)::int AS fx`,
  );
  const { ng, fx } = counts[0];
  console.log(`anchors: 6 hubs, ${ng} other Nigerian cities, ${fx} cities in GH/BJ/CM`);

  // Bulk load without the secondary indexes, then rebuild them (several times faster than maintaining a GiST row by row).
  const idx = `SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('businesses','professions','products','posts','product_categories','feed_entries')
                 AND indexname NOT LIKE '%pkey' AND indexdef NOT LIKE 'CREATE UNIQUE%'`;
  const { rows: dropped } = await client.query(idx);
  for (const r of dropped) await client.query(`DROP INDEX ${r.indexname}`);

  // A position: hub (60%: Lagos 30%, Abuja 18%, Kano 14%, PH 14%, Ibadan 12%, Enugu 12%) or other city; gaussian scatter (Box–Muller).
  const placed = (g: string) => `
    WITH r AS (
      SELECT ${g} AS g, random() AS u, random() AS u1, random() AS u2, random() AS u3, random() AS pick, random() AS sig FROM generate_series($1::int, $2::int) ${g}
    ), a AS (
      SELECT r.*, CASE WHEN r.u < 0.6 THEN
               (SELECT h.n FROM bench_hub h WHERE h.name = CASE WHEN pick < 0.30 THEN 'Lagos' WHEN pick < 0.48 THEN 'Abuja' WHEN pick < 0.62 THEN 'Kano'
                                                               WHEN pick < 0.76 THEN 'Port Harcourt' WHEN pick < 0.88 THEN 'Ibadan' ELSE 'Enugu' END)
             WHEN r.u < 0.96 THEN (SELECT h.n FROM bench_ng h WHERE h.k = 1 + floor(pick * ${ng})::int)
             ELSE (SELECT h.n FROM bench_fx h WHERE h.k = 1 + floor(pick * ${fx})::int) END AS anchor_n
        FROM r
    ), p AS (
      SELECT a.*, an.city_id, an.state_id, an.country_id, an.latitude AS alat, an.longitude AS alng,
             (CASE WHEN u < 0.6 THEN (CASE WHEN sig < 0.45 THEN 3 WHEN sig < 0.85 THEN 8 ELSE 20 END)
                   ELSE (CASE WHEN sig < 0.5 THEN 2 WHEN sig < 0.9 THEN 6 ELSE 15 END) END)
               * sqrt(-2 * ln(greatest(u1, 1e-12))) AS km,
             2 * pi() * u2 AS theta
        FROM a JOIN bench_anchor an ON an.n = a.anchor_n
    )
    SELECT g, city_id, state_id, country_id,
           least(89.0, greatest(-89.0, alat + km * sin(theta) / 111.32)) AS lat,
           alng + km * cos(theta) / (111.32 * cos(radians(alat))) AS lng,
           u3
      FROM p`;

  // The owner's plan, the same for all their listings: 5% Pro, 10% Premium, the rest Free.
  const PLAN_RANK = `(CASE WHEN (1 + floor(u3 * ${USERS})::bigint) * 2654435761 % 100 < 5 THEN 2
                          WHEN (1 + floor(u3 * ${USERS})::bigint) * 2654435761 % 100 < 15 THEN 1 ELSE 0 END)`;
  // Members live where the listings are: 60% in a hub (weighted like the listings), the rest in another city.
  await step(
    'users.location_city_id',
    `UPDATE users u SET location_city_id = a.city_id
       FROM (SELECT user_id, CASE WHEN h < 0.6 THEN (SELECT city_id FROM bench_anchor b JOIN bench_hub USING (n)
                                                      WHERE bench_hub.name = CASE WHEN h < 0.18 THEN 'Lagos' WHEN h < 0.288 THEN 'Abuja' WHEN h < 0.372 THEN 'Kano'
                                                                                  WHEN h < 0.456 THEN 'Port Harcourt' WHEN h < 0.528 THEN 'Ibadan' ELSE 'Enugu' END)
                                  ELSE (SELECT city_id FROM bench_anchor b WHERE b.n = 1 + floor(h2 * (SELECT count(*) FROM bench_anchor))::int) END AS city_id
               FROM (SELECT user_id, random() AS h, random() AS h2 FROM users WHERE user_id LIKE 'bench_u%') r) a
      WHERE a.user_id = u.user_id`,
  );

  const half = Math.floor(LISTINGS / 2);
  for (const [table, n] of [
    ['businesses', half],
    ['professions', LISTINGS - half],
  ] as const) {
    for (let from = 1; from <= (RESUME ? 0 : n); from += BATCH) {
      const to = Math.min(n, from + BATCH - 1);
      const s = Date.now();
      if (table === 'businesses') {
        await client.query(
          `INSERT INTO businesses (auth_user_id, plan_rank, name, description, business_type_id, opening_hours, contact_phone,
                                   country_id, state_id, city_id, latitude, longitude, created_at, updated_at)
           SELECT 'bench_u' || (1 + floor(u3 * ${USERS})::int), ${PLAN_RANK},
                  (${BIZ_A})[1 + g % 20] || ' ' || (${BIZ_B})[1 + (g / 20) % 20] || ' ' || g,
                  initcap((${ADJ})[1 + g % 20]) || ' ' || lower((${BIZ_B})[1 + (g / 20) % 20]) || ' serving the neighbourhood since ' || (1990 + g % 34),
                  1 + g % (SELECT count(*) FROM business_types)::int,
                  'Mon–Sat 8:00–18:00', '+23480' || lpad((g % 100000000)::text, 8, '0'),
                  country_id, state_id, city_id, lat, lng, now() - (u3 * interval '730 days'), now()
             FROM (${placed('g')}) x`,
          [from, to],
        );
      } else {
        await client.query(
          `INSERT INTO professions (auth_user_id, plan_rank, title, description, profession_type_id, availability_hours, contact_phone, hourly_rate_kobo,
                                    country_id, state_id, city_id, latitude, longitude, created_at, updated_at)
           SELECT 'bench_u' || (1 + floor(u3 * ${USERS})::int), ${PLAN_RANK},
                  initcap((${ADJ})[1 + g % 20]) || ' ' || (${PROF})[1 + (g / 20) % 25],
                  (${PROF})[1 + (g / 20) % 25] || ' with ' || (1 + g % 25) || ' years of experience, ' || (${ADJ})[1 + (g / 7) % 20] || ' and ' || (${ADJ})[1 + (g / 3) % 20],
                  1 + g % (SELECT count(*) FROM profession_types)::int,
                  'Weekdays', '+23481' || lpad((g % 100000000)::text, 8, '0'), 100000 * (1 + g % 50),
                  country_id, state_id, city_id, lat, lng, now() - (u3 * interval '730 days'), now()
             FROM (${placed('g')}) x`,
          [from, to],
        );
      }
      console.log(`${`${table} ${from}..${to}`.padEnd(44)} ${((Date.now() - s) / 1000).toFixed(1).padStart(7)} s`);
    }
  }

  // ── Product categories (2 per business that sells, 10% of businesses) and products ──
  if (RESUME) await client.query(`TRUNCATE products, product_categories, posts CASCADE`);
  const sellers = Math.max(1, Math.min(half, Math.ceil(PRODUCTS / 10)));
  await step(
    'product_categories',
    `INSERT INTO product_categories (business_id, name)
     SELECT b, c FROM generate_series(1, ${half}, ${Math.max(1, Math.floor(half / sellers))}) b
       CROSS JOIN (VALUES ('Best sellers'), ('New arrivals')) v(c)`,
  );
  const { rows: cat } = await client.query(`SELECT min(category_id)::bigint AS lo, count(*)::int AS n FROM product_categories`);
  for (let from = 1; from <= PRODUCTS; from += BATCH) {
    const to = Math.min(PRODUCTS, from + BATCH - 1);
    await step(
      `products ${from}..${to}`,
      `INSERT INTO products (business_id, category_id, name, description, price_kobo, discount_percent, created_at, updated_at)
       SELECT c.business_id, c.category_id,
              initcap((${ADJ})[1 + g % 20]) || ' ' || (${PRODUCT})[1 + (g / 20) % 30],
              (${PRODUCT})[1 + (g / 20) % 30] || ', ' || (${ADJ})[1 + (g / 3) % 20] || ' and ' || (${ADJ})[1 + (g / 11) % 20] || ', delivered same day',
              (50000 + (g::bigint * 7919) % 5000000), CASE WHEN g % 7 = 0 THEN 10 ELSE 0 END,
              t, t
         FROM (SELECT g, ${cat[0].lo} + (g * 48271::bigint) % ${cat[0].n} AS cid, now() - random() * interval '730 days' AS t
                 FROM generate_series(${from}, ${to}) g) x
         JOIN product_categories c ON c.category_id = x.cid`,
    );
  }

  // ── Posts: 8–30 words of realistic vocabulary, created over two years ──
  for (let from = 1; from <= POSTS; from += BATCH) {
    const to = Math.min(POSTS, from + BATCH - 1);
    await step(
      `posts ${from}..${to}`,
      `INSERT INTO posts (user_id, content, created_at, updated_at)
       SELECT 'bench_u' || (1 + (g * 2654435761::bigint) % ${USERS}),
              (SELECT string_agg((${WORDS})[1 + floor(random() * cardinality(${WORDS}))::int], ' ') FROM generate_series(1, 8 + g % 23)),
              t, t
         FROM (SELECT g, now() - random() * interval '730 days' AS t FROM generate_series(${from}, ${to}) g) x`,
    );
  }

  for (const r of dropped) await step(`index ${r.indexname}`, r.indexdef);
  // VACUUM every table: it sets the visibility map (index-only scans skip the heap, as on a settled production table)
  // and clears the dead rows the load left behind (the users update, the feed and search directories' upserts).
  await step('VACUUM (ANALYZE)', 'VACUUM (ANALYZE)');
  const { rows: size } = await client.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS s`);
  console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s, database size ${size[0].s}`);
  await client.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
