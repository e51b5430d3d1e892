import type { Language } from '../../../shared/i18n/languages';

/** The words people use for one type, by the language they come from. */
export type TradeWords = Readonly<Partial<Record<Language, readonly string[]>>>;

/**
 * What people call each business and profession type when they search: "tailor" finds a business of type "Fashion &
 * Tailoring" named "Adunni Stitches", "mama put" a Restaurant, "mai gadi" a Security Guard (docs/decisions/0005-search.md,
 * "Types and their words"). Search also knows every type by its name in each language (the locale files), and by each
 * part of that name around "&" or "/" ("Hair Salon & Barber" → "hair salon", "barber"), so those need not be listed.
 *
 * Maintaining it:
 * - Keys are the English type names of listing-types.ts (a test fails on a key that is not a type).
 * - Write words as people type them: English as Nigerians write it, Pidgin, Yoruba, Hausa and Igbo — only real
 *   everyday words, no guesses. Case and accents do not matter; a phrase matches consecutive words, and one or two
 *   typos are forgiven by word length as for any search word. A word may stand for several types.
 * - Never a filler word alone (filler-words.ts; a test checks).
 * - Nothing is stored: listings carry only their type, and a server that starts with a changed list finds by it.
 */
export const BUSINESS_TYPE_WORDS: Readonly<Record<string, TradeWords>> = {
  Restaurant: {
    en: ['eatery', 'food vendor', 'canteen', 'food joint', 'food'],
    pcm: ['mama put', 'buka', 'bukka'],
    ha: ['mai abinci'],
    ig: ['nri'],
  },
  'Fast Food & Snacks': {
    en: ['fast food', 'fastfood', 'snack', 'small chops', 'shawarma spot', 'suya spot', 'food'],
    ha: ['mai suya'],
  },
  Bakery: {
    en: ['baker', 'bread', 'cake shop', 'cakes', 'confectionery'],
    yo: ['búrẹ́dì'],
    ha: ['gidan burodi', 'burodi'],
    ig: ['achịcha'],
  },
  'Bar & Lounge': { en: ['pub', 'beer parlour', 'night club', 'drinking spot'], ig: ['ụlọ mmanya'] },
  Catering: { en: ['caterer', 'caterers', 'outdoor catering', 'party food', 'cook'] },
  'Fashion & Tailoring': {
    en: ['tailor', 'fashion designer', 'fashion house', 'seamstress', 'sewing', 'dressmaker', 'boutique', 'bespoke', 'clothing', 'aso ebi'],
    yo: ['tẹ́lọ̀', 'aránṣọ', 'aṣọ'],
    ha: ['tela', 'madinki', 'mai ɗinki'],
    ig: ['onye na-akwa akwa'],
  },
  'Hair Salon & Barber': {
    en: [
      'barbing salon',
      'barbing saloon',
      'barbing',
      'barbershop',
      'barbers shop',
      'haircut',
      'hair cut',
      'salon',
      'hairdresser',
      'braids',
      'braiding',
      'weaving',
    ],
    // Pidgin: the barber's own name for his trade ("barba", "barbing shop").
    pcm: ['barba', 'barbing shop'],
    yo: ['onígbàjámọ̀', 'dídì irun'],
    ha: ['wanzami', 'aski', 'kitso'],
    ig: ['onye na-akpụ isi', 'ntutu'],
  },
  'Beauty & Cosmetics': {
    en: ['cosmetic shop', 'makeup', 'make up', 'skincare', 'skin care', 'spa', 'nails', 'nail salon', 'manicure', 'pedicure', 'lashes'],
    yo: ['ìpara'],
    ha: ['kwalliya', 'kayan kwalliya'],
  },
  'Jewellery & Accessories': {
    en: ['jewelry', 'jeweller', 'jeweler', 'goldsmith', 'beads', 'gold'],
    yo: ['ìlẹ̀kẹ̀'],
    ha: ['kayan ado', 'zinariya'],
    ig: ['ọla'],
  },
  'Electronics & Phones': {
    en: ['phone shop', 'phone store', 'mobile phones', 'gadgets', 'phone accessories', 'handsets'],
    yo: ['fóònù'],
    ha: ['wayar salula'],
    ig: ['ekwentị'],
  },
  'Computer & IT Services': {
    en: ['it support', 'computer repair', 'laptop repair', 'cyber cafe', 'networking', 'computer training'],
    ha: ['kwamfuta'],
    ig: ['kọmputa'],
    yo: ['kọ̀mpútà'],
  },
  Pharmacy: {
    en: ['chemist', 'patent medicine store', 'patent medicine', 'drug store', 'drugstore', 'medicine store', 'medicine'],
    yo: ['oògùn'],
    ha: ['magani'],
    ig: ['ọgwụ'],
  },
  'Hospital & Clinic': {
    en: ['medical centre', 'medical center', 'health centre', 'health center', 'maternity', 'specialist hospital'],
    yo: ['ilé ìwòsàn'],
    ha: ['asibiti'],
    ig: ['ụlọ ọgwụ'],
  },
  Supermarket: { en: ['mart', 'superstore', 'hypermarket', 'shopping mall', 'mall'], ha: ['kanti'], ig: ['ụlọ ahịa'], yo: ['ilé ìtajà'] },
  'Provisions & Groceries': {
    en: ['provision store', 'provision shop', 'provision', 'grocery', 'foodstuff', 'foodstuffs', 'kiosk'],
    ha: ['masarufi'],
  },
  'Farm Produce & Agriculture': {
    en: ['farm', 'agro', 'agro allied', 'poultry', 'fish farm', 'piggery', 'livestock', 'feeds'],
    ha: ['gona', 'noma'],
    ig: ['ubi'],
  },
  'Auto Repair': {
    en: [
      'mechanic',
      'car repair',
      'auto mechanic',
      'mechanic workshop',
      'mechanic village',
      'car service',
      'panel beater',
      'panel beating',
      'auto electrician',
    ],
    yo: ['mẹkáníìkì'],
    ha: ['makanike'],
  },
  'Car Sales': {
    en: ['car dealer', 'car dealership', 'car lot', 'used cars', 'tokunbo', 'tokunbo cars', 'motor dealer'],
    ha: ['dillalin mota'],
  },
  'Car Wash': { en: ['carwash', 'car detailing'], ha: ['wankin mota'] },
  'Logistics & Delivery': { en: ['dispatch', 'courier', 'haulage', 'movers', 'waybill', 'errand'] },
  'Travel & Tours': {
    en: ['travel agency', 'travel agent', 'flight booking', 'flight tickets', 'visa', 'visa processing', 'tour operator', 'hajj', 'umrah'],
  },
  'Printing & Branding': {
    en: ['printer', 'printing press', 'business centre', 'business center', 'photocopy', 'banner', 'flex printing', 'embroidery'],
  },
  'Event Planning': {
    en: ['event planner', 'party planner', 'wedding planner', 'decorator', 'event decor', 'canopy', 'canopies', 'rentals', 'events'],
    yo: ['owambe'],
    ha: ['biki'],
    ig: ['emume'],
  },
  'Photography Studio': {
    en: ['photographer', 'photography', 'photo studio', 'studio', 'photoshoot', 'photo shoot', 'passport photograph', 'passport photo'],
    yo: ['àwòrán'],
    ha: ['hoto'],
  },
  'Real Estate': {
    en: [
      'estate agent',
      'house agent',
      'property',
      'properties',
      'land',
      'lands',
      'apartment',
      'apartments',
      'house for rent',
      'to let',
      'realtor',
    ],
    ha: ['fili', 'dillalin gida'],
  },
  Hotel: {
    en: ['guest house', 'guesthouse', 'motel', 'lodge', 'inn', 'suites', 'shortlet', 'short let'],
    yo: ['ilé ìtura'],
    ha: ['otal', 'masauki'],
  },
  'Building Materials': {
    en: [
      'hardware',
      'hardware store',
      'cement',
      'block industry',
      'blocks',
      'iron rod',
      'iron rods',
      'roofing sheets',
      'plumbing materials',
      'timber',
    ],
  },
  Furniture: { en: ['furniture maker', 'carpenter', 'upholstery', 'furniture shop'], yo: ['gbẹ́nàgbẹ́nà'], ha: ['kafinta'] },
  'Solar & Inverters': {
    en: ['inverter', 'solar panel', 'solar panels', 'solar installer', 'solar installation', 'battery', 'batteries', 'power backup'],
    ha: ['hasken rana'],
  },
  'POS & Mobile Money Agent': {
    en: ['pos agent', 'pos point', 'pos operator', 'pos business', 'mobile money', 'cash out', 'withdrawal', 'agent banking', 'bank agent'],
    pcm: ['pos man', 'pos guy'],
  },
  'Cooking Gas Refill': {
    en: ['gas', 'cooking gas', 'gas refill', 'gas plant', 'gas cylinder', 'refill gas', 'lpg'],
    yo: ['gáàsì'],
  },
  'Water Production': {
    en: ['pure water', 'sachet water', 'table water', 'bottled water', 'water factory', 'water supply', 'water vendor'],
    yo: ['omi'],
    ha: ['ruwa', 'mai ruwa'],
    ig: ['mmiri'],
  },
  'Laundry & Dry Cleaning': {
    en: ['dry cleaner', 'drycleaner', 'dry cleaners', 'laundromat', 'washing and ironing', 'wash and iron', 'ironing'],
    ha: ['mai wanki'],
  },
  'Cleaning Services': { en: ['cleaner', 'cleaners', 'janitorial', 'fumigation', 'pest control', 'house cleaning', 'office cleaning'] },
  'Security Services': {
    en: ['security company', 'guards', 'security guard', 'private security', 'cctv', 'bouncer', 'gateman'],
    ha: ['mai gadi', 'maigadi', 'gadi'],
    ig: ['onye nche'],
  },
  'School & Training Centre': {
    en: [
      'training center',
      'academy',
      'college',
      'tutorial centre',
      'tutorial center',
      'lessons',
      'skill acquisition',
      'creche',
      'nursery school',
      'primary school',
      'secondary school',
      'vocational',
    ],
    yo: ['ilé ìwé'],
    ha: ['makaranta'],
    ig: ['ụlọ akwụkwọ'],
  },
  'Bookshop & Stationery': {
    en: ['bookstore', 'book shop', 'books', 'stationeries', 'textbooks'],
    yo: ['ìwé'],
    ha: ['littattafai'],
    ig: ['akwụkwọ'],
  },
  'Gym & Fitness': {
    en: ['gymnasium', 'fitness centre', 'fitness center', 'workout', 'aerobics', 'health club'],
    yo: ['ìdárayá'],
    ha: ['motsa jiki'],
    ig: ['mgbatị ahụ'],
  },
};

export const PROFESSION_TYPE_WORDS: Readonly<Record<string, TradeWords>> = {
  Electrician: {
    en: ['wireman', 'wiring', 'house wiring', 'electrical works', 'electrical installation'],
    ha: ['lantarki'],
  },
  Plumber: { en: ['plumbing', 'pipe fitter', 'plumbing works', 'leaking pipe'], ha: ['mai famfo', 'famfo'] },
  Tailor: {
    en: ['tailoring', 'seamstress', 'sewing', 'dressmaker', 'fashion designer', 'alterations'],
    yo: ['aránṣọ', 'tẹ́lọ̀'],
    ha: ['tela', 'madinki', 'mai ɗinki', 'ɗinki'],
  },
  'Fashion Designer': { en: ['tailor', 'fashion', 'couture', 'bespoke', 'dressmaker'] },
  Carpenter: { en: ['furniture maker', 'woodwork', 'joiner', 'roofing carpenter', 'roofing'] },
  Mechanic: {
    en: ['auto repair', 'car repair', 'auto mechanic', 'car mechanic', 'mechanic workshop', 'engine repair', 'auto electrician'],
    ha: ['gyaran mota'],
  },
  'Generator Repairer': {
    en: ['generator repair', 'gen repairer', 'gen repair', 'gen mechanic', 'generator mechanic', 'generator technician', 'generator'],
    ha: ['janareta'],
  },
  'AC Technician': {
    en: [
      'ac repair',
      'ac installation',
      'ac servicing',
      'air conditioner',
      'air conditioning',
      'fridge repair',
      'refrigerator repair',
      'freezer repair',
      'refrigeration',
      'hvac',
      'fridge',
    ],
  },
  'Phone & Laptop Repairer': {
    en: [
      'phone repair',
      'phone repairer',
      'laptop repair',
      'phone engineer',
      'phone technician',
      'gsm repairer',
      'gsm technician',
      'computer repair',
      'screen replacement',
    ],
    ha: ['mai gyaran waya'],
  },
  Tiler: { en: ['tiling', 'tiles', 'floor tiles', 'tile installer'] },
  Painter: { en: ['painting', 'house painting', 'screeding', 'paint'], ha: ['fenti', 'mai fenti'] },
  Welder: {
    en: ['welding', 'iron bender', 'fabricator', 'fabrication', 'gate maker', 'burglary proof', 'iron gate'],
    ha: ['walda', 'mai walda'],
  },
  Bricklayer: {
    en: ['mason', 'masonry', 'builder', 'block layer', 'blocklayer', 'bricklaying'],
    yo: ['bíríkìlà'],
    ha: ['magini', 'mai gini'],
  },
  Driver: { en: ['chauffeur', 'private driver', 'taxi', 'cab', 'keke'], pcm: ['danfo driver'], yo: ['awakọ̀'], ha: ['direba'] },
  'Dispatch Rider': {
    en: ['dispatch', 'delivery', 'delivery man', 'delivery rider', 'courier', 'rider', 'okada', 'errand'],
    ha: ['achaba'],
  },
  'Software Developer': {
    en: [
      'programmer',
      'developer',
      'coder',
      'web developer',
      'app developer',
      'software engineer',
      'website',
      'web designer',
      'mobile app',
    ],
  },
  'Graphic Designer': { en: ['graphics', 'graphic design', 'logo design', 'logo', 'flyer design', 'branding'] },
  'Digital Marketer': { en: ['digital marketing', 'social media manager', 'social media marketing', 'seo', 'marketer', 'ads manager'] },
  'Data Analyst': { en: ['data analysis', 'analytics', 'data scientist', 'statistics'] },
  Accountant: { en: ['accounting', 'bookkeeper', 'bookkeeping', 'tax', 'tax consultant', 'audit', 'auditor', 'chartered accountant'] },
  Lawyer: {
    en: ['barrister', 'solicitor', 'attorney', 'legal', 'law firm', 'advocate'],
    yo: ['agbẹjọ́rò'],
    ha: ['lauya'],
    ig: ['onye ọka iwu'],
  },
  Doctor: { en: ['physician', 'medical doctor', 'gp'], yo: ['dókítà'], ha: ['likita'], ig: ['dọkịta'] },
  Nurse: { en: ['nursing', 'home nurse', 'home care'], yo: ['nọ́ọ̀sì'], ha: ['jinya'] },
  Pharmacist: { en: ['chemist', 'pharmacy'] },
  Photographer: {
    en: ['photography', 'photo', 'photos', 'photoshoot', 'cameraman', 'camera man', 'event photographer', 'wedding photographer'],
    yo: ['àwòrán'],
    ha: ['hoto'],
  },
  Videographer: { en: ['videography', 'video', 'video coverage', 'video editor', 'cameraman', 'cinematographer', 'drone'] },
  'Makeup Artist': {
    en: ['makeup', 'make up', 'make up artist', 'mua', 'bridal makeup', 'beautician', 'gele', 'gele stylist'],
    ha: ['kwalliya'],
  },
  Hairstylist: {
    en: ['hair stylist', 'hairdresser', 'hair dresser', 'hair', 'braids', 'braider', 'braiding', 'weaving', 'wig', 'wigs', 'stylist'],
    yo: ['dídì irun'],
    ha: ['kitso'],
    ig: ['ntutu'],
  },
  'Teacher / Tutor': {
    en: ['lesson teacher', 'home tutor', 'private tutor', 'lessons', 'lesson', 'tuition', 'coaching', 'jamb', 'waec'],
    yo: ['olùkọ́'],
    ha: ['malami'],
    ig: ['onye nkuzi'],
  },
  Caterer: { en: ['catering', 'cook', 'chef', 'small chops', 'party cook'], yo: ['alásè'], ha: ['mai girki'], ig: ['onye isi nri'] },
  'Event Planner': {
    en: ['event planning', 'wedding planner', 'party planner', 'decorator', 'event decorator', 'event decor', 'events'],
    yo: ['owambe'],
  },
  'MC & Compère': {
    en: ['compere', 'master of ceremony', 'master of ceremonies', 'hype man', 'hypeman', 'event host', 'comedian'],
    yo: ['alága'],
  },
  'Real Estate Agent': { en: ['estate agent', 'house agent', 'property agent', 'realtor', 'land agent'], ha: ['dillalin gida'] },
  'Interior Designer': { en: ['interior decorator', 'interior design', 'interior decoration', 'home decor', 'decorator'] },
  Architect: { en: ['architecture', 'building plan', 'house plan', 'building design'] },
  'Civil Engineer': { en: ['structural engineer', 'site engineer', 'engineer', 'building contractor', 'contractor', 'construction'] },
  Cleaner: { en: ['cleaning', 'house cleaning', 'housekeeper', 'janitor', 'maid', 'fumigation'] },
  'Security Guard': {
    en: ['security', 'gateman', 'gate man', 'watchman', 'night guard', 'bouncer'],
    ha: ['mai gadi', 'maigadi'],
    ig: ['onye nche'],
  },
  'Fitness Trainer': { en: ['personal trainer', 'gym instructor', 'trainer', 'fitness coach', 'aerobics instructor', 'gym'] },
  Translator: { en: ['interpreter', 'translation', 'interpreting'] },
  'Nanny & Caregiver': { en: ['babysitter', 'baby sitter', 'house help', 'housemaid', 'elderly care', 'carer'], ha: ['yar aiki'] },
  Farmer: { en: ['farming', 'agriculture', 'poultry farmer', 'fish farmer', 'agro'], yo: ['àgbẹ̀'], ha: ['manomi'], ig: ['onye ọrụ ugbo'] },
  Vulcanizer: {
    en: ['vulcaniser', 'vulcanizing', 'tyre repair', 'tire repair', 'tyre', 'tyres', 'puncture', 'wheel balancing'],
    ha: ['mai faci', 'faci'],
  },
  'Panel Beater': { en: ['panel beating', 'body work', 'car body repair', 'spray painter', 'car spraying'] },
  Barber: {
    en: ['barbing', 'barbing salon', 'barbershop', 'haircut', 'hair cut'],
    yo: ['onígbàjámọ̀'],
    ha: ['wanzami', 'aski'],
    ig: ['onye na-akpụ isi'],
  },
};
