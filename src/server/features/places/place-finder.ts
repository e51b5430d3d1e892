import { placeKey } from '../../../shared/place-key';
import type { PlaceItem } from '../../../shared/schemas/places';
import type { PlaceIndexRow } from './places.repository';

/** A place named inside a text: `text.slice(start, end)` is the phrase that names it. */
export interface PlaceInText {
  place: PlaceItem;
  /** UTF-16 offsets in the text given; `end` is exclusive. */
  start: number;
  end: number;
  /** The phrase as written: "Lekki Phase 1". */
  matched: string;
  /** The place's importance in the gazetteer (LGAs 35, towns 25–72, areas of cities 48–70, states 60). */
  importance: number;
}

/** Longest phrase tried, in words ("Lekki Phase 1", "Abuja Municipal Area Council"). */
const MAX_WORDS = 4;
/** A place named by its own name (not another name of it) wins by this much importance. */
const OWN_NAME_BONUS = 10;
/**
 * Single words that are also the name of some place but, in a request for a service, are nearly always meant as the
 * word ("mechanic near Ring Road" still finds the area: it is two words).
 */
const NOT_PLACES = new Set(
  `in at on of to by for near the and or a an me my best good cheap new old shop store market road street service
   services repair camp gate garage agric challenge ring estate layout junction centre center town city area state mile
   phase island home office`.split(/\s+/),
);

interface Entry {
  place: PlaceItem;
  importance: number;
  ownName: boolean;
}

/**
 * An index of every name and other name of every place, for finding the place a free text names ("tailor in yaba").
 * Built once per process from the gazetteer (about 2,000 places, 4,000 names).
 */
export function placeFinder(rows: readonly PlaceIndexRow[]) {
  const byKey = new Map<string, Entry[]>();
  for (const { importance, searchText, ...place } of rows) {
    const keys = searchText.split('|').filter(Boolean);
    keys.forEach((key, index) => {
      const list = byKey.get(key) ?? [];
      list.push({ place, importance, ownName: index === 0 });
      byKey.set(key, list);
    });
  }
  const score = (entry: Entry) => entry.importance + (entry.ownName ? OWN_NAME_BONUS : 0);

  return {
    /**
     * The place the text names, or null: every phrase of 1 to 4 words is looked up by its `placeKey` (case, accents and
     * punctuation ignored: "V.I." is "VI"). The longest phrase wins, then the best-known place (a name before another
     * name, then importance), then the later phrase ("… in Y" names the place last). A single common word ("market",
     * "road") is not taken for a place, nor are 1–2 letter names unless written in capitals ("PH", "VI").
     */
    find(text: string): PlaceInText | null {
      const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length, word: m[0] }));
      let best: { entry: Entry; start: number; end: number; count: number } | null = null;
      for (let i = 0; i < words.length; i++) {
        for (let count = 1; count <= MAX_WORDS && i + count <= words.length; count++) {
          const start = words[i].start;
          const end = words[i + count - 1].end;
          const key = placeKey(text.slice(start, end));
          const entries = byKey.get(key);
          if (!entries) continue;
          if (count === 1 && (NOT_PLACES.has(key) || (key.length <= 2 && words[i].word !== words[i].word.toUpperCase()))) continue;
          const entry = entries.reduce((a, b) => (score(b) > score(a) ? b : a));
          const better =
            !best ||
            count > best.count ||
            (count === best.count &&
              (end - start > best.end - best.start || (end - start === best.end - best.start && score(entry) >= score(best.entry))));
          if (better) best = { entry, start, end, count };
        }
      }
      return best
        ? {
            place: best.entry.place,
            start: best.start,
            end: best.end,
            matched: text.slice(best.start, best.end),
            importance: best.entry.importance,
          }
        : null;
    },
  };
}
export type PlaceFinder = ReturnType<typeof placeFinder>;
