/**
 * The relevance set's generated listings (issue 35.6): one listing of each of eight trades in each of fourteen
 * neighbourhoods of four cities, each with its own name and owner, plus listings that only mention a trade or a place.
 * Deterministic: the same keys, names and owners every run, so the judged queries (queries.ts) can name them.
 */

/** Neighbourhoods as the gazetteer names them, with the city they are in (the lookup's first answer must be this one). */
export const PLACES = [
  { key: 'yaba', name: 'Yaba', city: 'lagos' },
  { key: 'surulere', name: 'Surulere', city: 'lagos' },
  { key: 'ikeja', name: 'Ikeja', city: 'lagos' },
  { key: 'lekki', name: 'Lekki', city: 'lagos' },
  { key: 'ajah', name: 'Ajah', city: 'lagos' },
  { key: 'ikoyi', name: 'Ikoyi', city: 'lagos' },
  { key: 'gbagada', name: 'Gbagada', city: 'lagos' },
  { key: 'festac', name: 'Festac', city: 'lagos' },
  { key: 'wuse', name: 'Wuse', city: 'abuja' },
  { key: 'garki', name: 'Garki', city: 'abuja' },
  { key: 'maitama', name: 'Maitama', city: 'abuja' },
  { key: 'kubwa', name: 'Kubwa', city: 'abuja' },
  { key: 'rumuokoro', name: 'Rumuokoro', city: 'port-harcourt' },
  { key: 'bodija', name: 'Bodija', city: 'ibadan' },
] as const;
export type PlaceKey = (typeof PLACES)[number]['key'];

/** The trades, each a listing type, with the names its listings are given ({B}: the brand, a given name). */
export const TRADES = [
  {
    key: 'tailor',
    kind: 'profession',
    type: 'Tailor',
    names: ['{B} Stitches', '{B} Couture', '{B} the Tailor'],
    about: 'Agbada, kaftan and ankara sewn to fit.',
  },
  {
    key: 'electrician',
    kind: 'profession',
    type: 'Electrician',
    names: ['{B} Electric Works', '{B} Power Solutions', '{B} Licensed Electrician'],
    about: 'House wiring, meters and sockets.',
  },
  {
    key: 'plumber',
    kind: 'profession',
    type: 'Plumber',
    names: ['{B} Pipe Works', '{B} Plumbing Services', '{B} the Plumber'],
    about: 'Leaks, taps and water heaters fixed.',
  },
  {
    key: 'mechanic',
    kind: 'profession',
    type: 'Mechanic',
    names: ['{B} Auto Clinic', '{B} Motors Workshop', '{B} Mechanic Garage'],
    about: 'Toyota and Honda engines, brakes and servicing.',
  },
  {
    key: 'barber',
    kind: 'business',
    type: 'Hair Salon & Barber',
    names: ['{B} Cuts', '{B} Barbing Salon', '{B} Grooming Lounge'],
    about: 'Fades, shaves and beard trims.',
  },
  {
    key: 'restaurant',
    kind: 'business',
    type: 'Restaurant',
    names: ['{B} Kitchen', '{B} Amala Spot', '{B} Eatery'],
    about: 'Amala, ewedu, jollof and pepper soup daily.',
  },
  {
    key: 'pos',
    kind: 'business',
    type: 'POS & Mobile Money Agent',
    names: ['{B} Cash Point', '{B} POS Services', '{B} Ventures'],
    about: 'Withdrawals, transfers and airtime.',
  },
  {
    key: 'vulcanizer',
    kind: 'profession',
    type: 'Vulcanizer',
    names: ['{B} Tyre Centre', '{B} Wheel Balancing', '{B} Vulcanizing'],
    about: 'Punctures, tyres and wheel alignment.',
  },
] as const;
export type TradeKey = (typeof TRADES)[number]['key'];

/**
 * Brands: given names. One is also a place far away (Bayo, an LGA of Borno), as real names are: a search for
 * "Bayo Barbing Salon" must still find the salon.
 */
const BRANDS = `Adunni Bayo Chidinma Dapo Ebere Folasade Gbenga Hadiza Ifeoma Jide Kelechi Lanre Modupe Nkechi Olumide Patience
  Rasheed Simisola Temitope Uchenna Vivian Wale Yewande Zainab Bisola Chuka Damilola Efosa`.split(/\s+/);
/** Owners: given names and surnames used for no brand, 16 × 7 = 112 distinct people. */
const GIVEN = 'Ngozi Emeka Aisha Tunde Funke Obinna Halima Segun Amaka Ibrahim Folake Ifeanyi Yusuf Kemi Chinedu Bukola'.split(' ');
const SURNAMES = 'Okafor Adeyemi Bello Okonkwo Balogun Nwosu Abubakar'.split(' ');

export interface RelevanceListing {
  key: string;
  kind: 'business' | 'profession';
  type: string | null;
  name: string;
  description: string;
  owner: string;
  place: PlaceKey;
  trade: TradeKey | null;
}

/** The key of the listing of `trade` in `place`. */
export const listingKey = (trade: TradeKey, place: PlaceKey) => `${trade}@${place}`;

export function relevanceListings(): RelevanceListing[] {
  const listings: RelevanceListing[] = [];
  PLACES.forEach((place, p) =>
    TRADES.forEach((trade, t) => {
      const i = p * TRADES.length + t;
      const brand = BRANDS[(p + 5 * t) % BRANDS.length]!;
      listings.push({
        key: listingKey(trade.key, place.key),
        kind: trade.kind,
        type: trade.type,
        name: trade.names[(p + t) % trade.names.length]!.replace('{B}', brand),
        // Half say where they are, as owners write it; a place in a query is never a word to match, so it must not matter.
        description: p % 2 ? `${trade.about} Serving ${place.name} and environs.` : trade.about,
        owner: `${GIVEN[i % GIVEN.length]} ${SURNAMES[Math.floor(i / GIVEN.length)]}`,
        place: place.key,
        trade: trade.key,
      });
    }),
  );
  // Distractors: a place in a name, a trade's word in a description, no type.
  const other = (key: string, name: string, description: string, place: PlaceKey, owner: string): RelevanceListing => ({
    key,
    kind: 'business',
    type: null,
    name,
    description,
    owner,
    place,
    trade: null,
  });
  listings.push(
    other('phones@yaba', 'Yaba Phones Plaza', 'Phones, chargers and accessories.', 'yaba', 'Grace Eze'),
    other('fabrics@surulere', 'Lace Palace', 'Lace and ankara for your tailor.', 'surulere', 'Mary Ojo'),
    other('spares@ikeja', 'Ikeja Auto Spares', 'Genuine parts for mechanics.', 'ikeja', 'Peter Obi'),
    other('pipes@wuse', 'Wuse Pipes and Fittings', 'PVC pipes sold to plumbers.', 'wuse', 'Sani Musa'),
    other('cables@garki', 'Garki Cables', 'Wires and cables for electricians.', 'garki', 'Joy Danladi'),
    other('groceries@lekki', 'Lekki Fresh Mart', 'Provisions and drinks.', 'lekki', 'Ruth Akpan'),
  );
  return listings;
}
