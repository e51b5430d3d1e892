import { listingKey, PLACES, relevanceListings, TRADES, type PlaceKey, type TradeKey } from './data-set';

/**
 * The judged queries (issue 35.6): what a person types, where they stand, and the listings a judge expects — grade 2
 * the answer they are after, grade 1 a fair answer; anything else is not relevant. Groups: `place` ("X in Y" in
 * English: in, near, at, or the place alone after the trade), `pidgin` and `yoruba` (the same in those languages'
 * words and fillers), `synonym` and `misspelt-place` (other words for a trade, typos, with a place), `name`,
 * `misspelt-name`, `owner`, `type` (a trade with no place, from a neighbourhood).
 */
export type Group = 'place' | 'pidgin' | 'yoruba' | 'synonym' | 'misspelt-place' | 'name' | 'misspelt-name' | 'owner' | 'type';
/** The groups of "X in Y" queries (a trade and a place named together, in any language or spelling). */
export const X_IN_Y: readonly Group[] = ['place', 'pidgin', 'yoruba', 'synonym', 'misspelt-place'];

export interface JudgedQuery {
  q: string;
  group: Group;
  /** Where the person searches from (a neighbourhood's centre); Yaba when not said. */
  from: PlaceKey;
  grades: Record<string, 1 | 2>;
}

const listings = relevanceListings();
const cityOf = (place: PlaceKey) => PLACES.find((p) => p.key === place)!.city;

/** A trade in a place: that listing is the answer; the trade's listings elsewhere in the same city are fair answers. */
function tradeIn(trade: TradeKey, place: PlaceKey): Record<string, 1 | 2> {
  const grades: Record<string, 1 | 2> = {};
  for (const other of PLACES) if (other.city === cityOf(place)) grades[listingKey(trade, other.key)] = 1;
  grades[listingKey(trade, place)] = 2;
  return grades;
}

/** The query names no place: every listing of the trade in the searcher's city is an answer (the rest are out of a Free plan's reach or far). */
const anyOf = (trade: TradeKey, from: PlaceKey): Record<string, 1 | 2> =>
  Object.fromEntries(listings.filter((l) => l.trade === trade && cityOf(l.place) === cityOf(from)).map((l) => [l.key, 2 as const]));

/** What people call each trade in English. */
const WORDS: Record<TradeKey, string> = {
  tailor: 'tailor',
  electrician: 'electrician',
  plumber: 'plumber',
  mechanic: 'mechanic',
  barber: 'barber',
  restaurant: 'restaurant',
  pos: 'pos agent',
  vulcanizer: 'vulcanizer',
};
const CONNECTORS = ['in', 'near', 'at', ''];

function placeQueries(): JudgedQuery[] {
  const queries: JudgedQuery[] = [];
  PLACES.forEach((place, p) => {
    for (let k = 0; k < 4; k++) {
      const trade = TRADES[(p + 2 * k) % TRADES.length]!.key;
      const connector = CONNECTORS[(p + k) % CONNECTORS.length]!;
      const where = p % 3 === 0 ? place.name : place.name.toLowerCase();
      queries.push({
        q: [WORDS[trade], connector, where].filter(Boolean).join(' '),
        group: 'place',
        from: 'yaba',
        grades: tradeIn(trade, place.key),
      });
    }
  });
  return queries;
}

const judged = (group: Group, q: string, trade: TradeKey, place: PlaceKey, from: PlaceKey = 'yaba'): JudgedQuery => ({
  q,
  group,
  from,
  grades: tradeIn(trade, place),
});

const byKey = new Map(listings.map((l) => [l.key, l]));
const one = (group: Group, q: string, key: string): JudgedQuery => {
  const listing = byKey.get(key);
  if (!listing) throw new Error(`No listing ${key}`);
  return { q, group, from: listing.place, grades: { [key]: 2 } };
};
const nameOf = (trade: TradeKey, place: PlaceKey) => byKey.get(listingKey(trade, place))!.name;
const ownerOf = (trade: TradeKey, place: PlaceKey) => byKey.get(listingKey(trade, place))!.owner;

/**
 * A typo in the longest word, of the kind search forgives (one edit from five letters): a letter dropped from a word of
 * six or more, else one doubled.
 */
function misspelt(text: string): string {
  const words = text.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const at = Math.floor(longest.length / 2);
  const typo = longest.length >= 6 ? longest.slice(0, at) + longest.slice(at + 1) : longest.slice(0, at + 1) + longest.slice(at);
  return words.map((w) => (w === longest ? typo : w)).join(' ');
}

export function judgedQueries(): JudgedQuery[] {
  const queries: JudgedQuery[] = [...placeQueries()];

  queries.push(
    judged('pidgin', 'tailor for near yaba', 'tailor', 'yaba'),
    judged('pidgin', 'tela for surulere', 'tailor', 'surulere'),
    judged('pidgin', 'mama put for near ikeja', 'restaurant', 'ikeja'),
    judged('pidgin', 'buka wey dey wuse', 'restaurant', 'wuse'),
    judged('pidgin', 'pos man for garki', 'pos', 'garki'),
    judged('pidgin', 'mechanic wey dey kubwa', 'mechanic', 'kubwa'),
    judged('pidgin', 'barba for lekki', 'barber', 'lekki'),
    judged('pidgin', 'pos for near ajah', 'pos', 'ajah'),
    judged('yoruba', 'télọ̀ ní yaba', 'tailor', 'yaba'),
    judged('yoruba', 'aránṣọ ní surulere', 'tailor', 'surulere'),
    judged('yoruba', 'mẹkáníìkì ní ikeja', 'mechanic', 'ikeja'),
    judged('yoruba', 'onígbàjámọ̀ ní gbagada', 'barber', 'gbagada'),
    judged('yoruba', 'ilé oúnjẹ ní bodija', 'restaurant', 'bodija'),
    judged('yoruba', 'olùtúnṣe táyà nítòsí festac', 'vulcanizer', 'festac'),
    judged('synonym', 'seamstress in ikoyi', 'tailor', 'ikoyi'),
    judged('synonym', 'house wiring near maitama', 'electrician', 'maitama'),
    judged('synonym', 'barbing salon in ajah', 'barber', 'ajah'),
    judged('synonym', 'buka in festac', 'restaurant', 'festac'),
    judged('synonym', 'tyre repair kubwa', 'vulcanizer', 'kubwa'),
    judged('synonym', 'auto repair gbagada', 'mechanic', 'gbagada'),
    judged('synonym', 'pos point in rumuokoro', 'pos', 'rumuokoro'),
    judged('synonym', 'plumbing lekki', 'plumber', 'lekki'),
    judged('misspelt-place', 'electrican in wuse', 'electrician', 'wuse'),
    judged('misspelt-place', 'plumbr near garki', 'plumber', 'garki'),
    judged('misspelt-place', 'mechanik at ikeja', 'mechanic', 'ikeja'),
    judged('misspelt-place', 'vulcaniser in lekki', 'vulcanizer', 'lekki'),
    judged('misspelt-place', 'tailer yaba', 'tailor', 'yaba'),
    judged('misspelt-place', 'restuarant in bodija', 'restaurant', 'bodija'),
    judged('misspelt-place', 'electirician surulere', 'electrician', 'surulere'),
    judged('misspelt-place', 'barbar in maitama', 'barber', 'maitama'),
  );

  // Names, as written and misspelt, searched from where the listing is (a local customer who heard of it).
  PLACES.forEach((place, p) => {
    const trade = TRADES[p % TRADES.length]!.key;
    queries.push(one('name', nameOf(trade, place.key), listingKey(trade, place.key)));
    const other = TRADES[(p + 3) % TRADES.length]!.key;
    queries.push(one('misspelt-name', misspelt(nameOf(other, place.key)), listingKey(other, place.key)));
  });
  for (const [trade, place] of [
    ['restaurant', 'garki'],
    ['pos', 'lekki'],
    ['barber', 'yaba'],
    ['plumber', 'ikoyi'],
    ['vulcanizer', 'bodija'],
    ['electrician', 'festac'],
  ] as const)
    queries.push(one('name', nameOf(trade, place).toLowerCase(), listingKey(trade, place)));

  // Owners by full name, from where their listing is.
  PLACES.forEach((place, p) => {
    const trade = TRADES[(p + 5) % TRADES.length]!.key;
    queries.push(one('owner', ownerOf(trade, place.key), listingKey(trade, place.key)));
  });

  // A trade and nothing else: every listing of it is an answer.
  for (const [q, trade, from] of [
    ['tailor', 'tailor', 'yaba'],
    ['electrician', 'electrician', 'wuse'],
    ['plumber', 'plumber', 'lekki'],
    ['mechanic', 'mechanic', 'ikeja'],
    ['barber', 'barber', 'garki'],
    ['mama put', 'restaurant', 'surulere'],
    ['pos agent', 'pos', 'bodija'],
    ['vulcanizer', 'vulcanizer', 'rumuokoro'],
  ] as const)
    queries.push({ q, group: 'type', from, grades: anyOf(trade, from) });

  return queries;
}
