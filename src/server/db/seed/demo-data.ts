/**
 * Demo content for LocalHub, as plain data (no SQL).
 *
 * - City names match `reference-data/cities.ts` (all in Nigeria), neighbourhood names match
 *   `reference-data/neighborhoods.ts` for that city, and type names match `reference-data/listing-types.ts`.
 * - Money is integer kobo (250000 = ₦2,500).
 * - Every item carries `daysAgo` (fractional days before "now"); turn it into a timestamp with
 *   `demoCreatedAt(daysAgo)`. All values lie within the last 60 days, and children (products, posts)
 *   are never older than their parent.
 * - Members are referred to by `username`; a member owns at most one business and one profession, so
 *   a post's `about` ('business' | 'profession') names its author's own listing unambiguously.
 */

export const DEMO_PASSWORD = 'LocalHub-demo-2026';
export const DEMO_EMAIL_DOMAIN = 'demo.localhub.ng';
/** Username of the main demo account (Adaeze Okafor). */
export const DEMO_MAIN_USERNAME = 'adaeze';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `daysAgo` days (may be fractional) before `now`. */
export function demoCreatedAt(daysAgo: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - daysAgo * DAY_MS);
}

export interface DemoMember {
  /** 3–30 characters: letters, digits, underscore. */
  username: string;
  fullName: string;
  /** `${username}@demo.localhub.ng` */
  email: string;
  /** +234 form, e.g. +2348031234567. */
  phone: string;
  bio: string;
  /** City name as in cities.ts (Nigeria). */
  city: string;
  /** Neighbourhood name as in neighborhoods.ts for that city, or null. */
  neighborhood: string | null;
  /** True only for the main demo account. */
  isMainAccount: boolean;
  daysAgo: number;
}

export interface DemoProduct {
  name: string;
  description: string;
  /** Integer kobo. */
  priceKobo: number;
  /** 0–30. */
  discountPercent: number;
  daysAgo: number;
}

export interface DemoProductCategory {
  name: string;
  products: DemoProduct[];
}

export interface DemoBusiness {
  /** Owner's username. */
  owner: string;
  name: string;
  description: string;
  /** Business type name as in BUSINESS_TYPES. */
  type: string;
  openingHours: string;
  contactPhone: string;
  websiteUrl: string | null;
  /** e.g. "Opposite First Bank, Allen Avenue". */
  landmark: string | null;
  city: string;
  neighborhood: string | null;
  latitude: number;
  longitude: number;
  categories: DemoProductCategory[];
  daysAgo: number;
}

export interface DemoProfession {
  /** Owner's username. */
  owner: string;
  title: string;
  description: string;
  /** Profession type name as in PROFESSION_TYPES. */
  type: string;
  availabilityHours: string;
  contactPhone: string;
  /** Integer kobo per hour. */
  hourlyRateKobo: number;
  landmark: string | null;
  city: string;
  neighborhood: string | null;
  latitude: number;
  longitude: number;
  daysAgo: number;
}

export interface DemoPost {
  /** Author's username. */
  author: string;
  content: string;
  /** Links the post to the author's own business or profession, or to neither. */
  about: 'business' | 'profession' | null;
  daysAgo: number;
}

const member = (
  username: string,
  fullName: string,
  phone: string,
  city: string,
  neighborhood: string | null,
  daysAgo: number,
  bio: string,
): DemoMember => ({
  username,
  fullName,
  email: `${username}@${DEMO_EMAIL_DOMAIN}`,
  phone,
  bio,
  city,
  neighborhood,
  isMainAccount: username === DEMO_MAIN_USERNAME,
  daysAgo,
});

export const DEMO_MEMBERS: readonly DemoMember[] = [
  // Lagos
  member(
    'adaeze',
    'Adaeze Okafor',
    '+2348031234567',
    'Lagos',
    'Yaba',
    59.5,
    'Fashion designer and tailor in Yaba. I make Ankara, aso-ebi and corporate outfits that fit the first time.',
  ),
  member(
    'tunde_bakare',
    'Tunde Bakare',
    '+2348052214589',
    'Ikeja',
    'Allen Avenue',
    58.2,
    'Licensed electrician with 12 years on the job. House wiring, fault finding and changeover installation.',
  ),
  member(
    'funmi_adeyemi',
    'Funmilayo Adeyemi',
    '+2347036658102',
    'Lagos',
    'Surulere',
    57.8,
    'Baker, wife and mother of two. Cakes for every celebration, baked fresh in Surulere.',
  ),
  member(
    'chinedu_eze',
    'Chinedu Eze',
    '+2348024417730',
    'Ikeja',
    'Allen Avenue',
    57.1,
    'Phones, accessories and repairs at Computer Village. Original products only, no stories.',
  ),
  member(
    'kemi_oladipo',
    'Kemi Oladipo',
    '+2349062231145',
    'Lagos',
    'Lekki Phase 1',
    55.4,
    'Bridal and editorial makeup artist. Soft glam is my signature.',
  ),
  member(
    'segun_afolabi',
    'Segun Afolabi',
    '+2348129904412',
    'Ikeja',
    'Gbagada',
    54.9,
    'Full-stack developer. I build websites, online stores and booking apps for small businesses.',
  ),
  member(
    'ngozi_nwosu',
    'Ngozi Nwosu',
    '+2348095512276',
    'Lagos',
    'Victoria Island',
    53.0,
    'Corporate lawyer on the Island. Interested in start-ups, fintech and good jollof.',
  ),
  member(
    'ibrahim_musa',
    'Ibrahim Musa',
    '+2348067723390',
    'Lagos',
    'Festac Town',
    52.6,
    'Founder of SwiftBox Logistics. We move your parcels across Lagos the same day.',
  ),
  member(
    'tolu_ogunleye',
    'Tolulope Ogunleye',
    '+2347058831204',
    'Ikorodu',
    'Igbogbo',
    50.3,
    'Secondary school teacher and weekend football coach in Ikorodu.',
  ),
  member(
    'emeka_obi',
    'Emeka Obi',
    '+2348176650093',
    'Lagos',
    'Ajah',
    49.7,
    'Solar installer. Helping homes and shops in Lekki and Ajah keep the lights on.',
  ),
  member(
    'yetunde_balogun',
    'Yetunde Balogun',
    '+2349013347781',
    'Ikeja',
    'Maryland',
    47.2,
    'HR manager. I share job openings I come across, so follow me if you are looking.',
  ),
  member(
    'efe_omoregie',
    'Efe Omoregie',
    '+2348023381956',
    'Lagos',
    'Yaba',
    45.9,
    'Product designer in the Yaba tech scene. Always happy to review a portfolio.',
  ),
  // Abuja
  member(
    'aisha_bello',
    'Aisha Bello',
    '+2348033390417',
    'Abuja',
    'Wuse II',
    56.6,
    "Owner of Aisha's Kitchen in Wuse II. Northern dishes cooked the way my mother taught me.",
  ),
  member(
    'musa_abdullahi',
    'Musa Abdullahi',
    '+2348025561198',
    'Abuja',
    'Garki',
    55.0,
    'Air-conditioner and refrigerator technician. Installation, gas refill and servicing.',
  ),
  member(
    'chiamaka_okonkwo',
    'Chiamaka Okonkwo',
    '+2348137720945',
    'Abuja',
    'Gwarinpa',
    53.8,
    'Pharmacist and owner of Goodhealth Pharmacy, Gwarinpa.',
  ),
  member(
    'daniel_adeleke',
    'Daniel Adeleke',
    '+2347081126634',
    'Abuja',
    'Jabi',
    51.4,
    'Real estate agent. Verified apartments and land in Abuja, with proper documents.',
  ),
  member(
    'zainab_yusuf',
    'Zainab Yusuf',
    '+2348058874410',
    'Abuja',
    'Maitama',
    48.8,
    'Civil servant and home cook. Looking for good tailors and caterers in Abuja.',
  ),
  member(
    'obinna_udeh',
    'Obinna Udeh',
    '+2348064409823',
    'Abuja',
    'Kubwa',
    46.5,
    'Auto mechanic and owner of Udeh Auto Clinic, Kubwa. Toyota and Honda specialist.',
  ),
  member(
    'ime_udoh',
    'Ime Udoh',
    '+2349097765120',
    'Abuja',
    'Utako',
    40.1,
    'Graduate of Uniuyo, currently doing NYSC in Abuja. Open to marketing roles.',
  ),
  // Port Harcourt
  member(
    'ebiere_douglas',
    'Ebiere Douglas',
    '+2348039914472',
    'Port Harcourt',
    'GRA',
    54.2,
    "Hairstylist and owner of Ebi's Hair Lounge in GRA. Braids, wigs and nails.",
  ),
  member(
    'tamuno_briggs',
    'Tamunotonye Briggs',
    '+2348187746302',
    'Port Harcourt',
    'Trans-Amadi',
    50.9,
    'Certified welder and fabricator. Gates, burglary proofs, staircases and tanks.',
  ),
  member(
    'blessing_amadi',
    'Blessing Amadi',
    '+2347062289517',
    'Port Harcourt',
    'Rumuola',
    44.6,
    'Registered nurse. I post health tips for families every week.',
  ),
  member(
    'ifeanyi_nwachukwu',
    'Ifeanyi Nwachukwu',
    '+2348151163398',
    'Port Harcourt',
    'D-Line',
    52.1,
    'Printer and brand designer. Business cards to billboards, delivered on time.',
  ),
  // Ibadan
  member(
    'adebayo_ogunbiyi',
    'Adebayo Ogunbiyi',
    '+2348034471265',
    'Ibadan',
    'Bodija',
    51.8,
    'Mathematics and physics tutor. WAEC, NECO, JAMB and post-UTME preparation.',
  ),
  member(
    'folake_adebisi',
    'Folake Adebisi',
    '+2348107783341',
    'Ibadan',
    'Ring Road',
    49.3,
    'Running Everyday Mart on Ring Road. Fair prices, fresh stock.',
  ),
  member(
    'kunle_oyewole',
    'Kunle Oyewole',
    '+2349025538806',
    'Ibadan',
    'Challenge',
    43.7,
    'Agricultural economist. Poultry farmer on the side.',
  ),
  member(
    'bisola_akande',
    'Bisola Akande',
    '+2348148862207',
    'Ibadan',
    'Mokola',
    48.0,
    'Photographer: weddings, birthdays, products and passport photos.',
  ),
  // Kano
  member(
    'abubakar_sani',
    'Abubakar Sani',
    '+2348036620184',
    'Kano',
    'Sabon Gari',
    50.0,
    'Building materials dealer. Cement, rods and roofing sheets at wholesale prices.',
  ),
  member(
    'hauwa_garba',
    'Hauwa Garba',
    '+2348111204758',
    'Kano',
    'Nassarawa GRA',
    42.4,
    'Primary school head teacher. Passionate about girl-child education.',
  ),
  member(
    'yakubu_danjuma',
    'Yakubu Danjuma',
    '+2347011458823',
    'Kano',
    'Fagge',
    47.6,
    'Generator repairer. Small and big generators, petrol and diesel.',
  ),
  // Enugu
  member(
    'uchenna_agu',
    'Uchenna Agu',
    '+2348068830572',
    'Enugu',
    'Independence Layout',
    49.0,
    'Chartered accountant (ICAN). Bookkeeping, tax filing and business registration.',
  ),
  member('nkechi_ani', 'Nkechi Ani', '+2349035517740', 'Enugu', 'New Haven', 46.2, 'POS agent and small business owner in New Haven.'),
  member(
    'chidi_okeke',
    'Chidi Okeke',
    '+2348082247719',
    'Enugu',
    'Trans-Ekulu',
    41.5,
    'Civil engineer. Supervising building projects around Enugu.',
  ),
];

const product = (name: string, description: string, priceNaira: number, discountPercent: number, daysAgo: number): DemoProduct => ({
  name,
  description,
  priceKobo: Math.round(priceNaira * 100),
  discountPercent,
  daysAgo,
});

export const DEMO_BUSINESSES: readonly DemoBusiness[] = [
  {
    owner: 'adaeze',
    name: "Ada's Stitches",
    description:
      'Fashion house in Yaba making ready-to-wear Ankara and Adire pieces, made-to-measure aso-ebi, ' +
      'native and corporate outfits for women and men. Fittings by appointment; most orders ready in 7 days.',
    type: 'Fashion & Tailoring',
    openingHours: 'Mon–Sat 9:00–19:00',
    contactPhone: '+2348031234567',
    websiteUrl: 'https://adasstitches.com.ng',
    landmark: 'Opposite Yaba College of Technology main gate, Herbert Macaulay Way',
    city: 'Lagos',
    neighborhood: 'Yaba',
    latitude: 6.517,
    longitude: 3.376,
    daysAgo: 59,
    categories: [
      {
        name: 'Ready to Wear',
        products: [
          product('Ankara Peplum Top', 'Fitted peplum top in bold Ankara print, fully lined. Sizes 8 to 18.', 18000, 0, 58),
          product('Adire Kimono Jacket', 'Loose kimono in hand-dyed Abeokuta adire. One size fits most.', 25000, 10, 45),
          product('Ankara Wrap Skirt', 'Midi wrap skirt with tie waist, perfect for work or church.', 15000, 0, 31),
        ],
      },
      {
        name: 'Made to Measure',
        products: [
          product(
            'Aso-ebi Gown (sewing only)',
            'Bring your fabric and style; we take measurements and sew. Includes one fitting.',
            35000,
            0,
            57,
          ),
          product("Men's Senator Kaftan (sewing only)", 'Two-piece senator or kaftan with neat embroidery on the neck.', 20000, 0, 40),
          product(
            'Corporate Skirt Suit',
            'Tailored jacket and pencil skirt in wool-blend fabric, made to your measurements.',
            45000,
            15,
            12,
          ),
        ],
      },
      {
        name: 'Alterations',
        products: [
          product('Trouser Hemming', 'Shorten or lengthen trousers, ready the same day.', 2000, 0, 50),
          product('Gown Resizing', 'Take in or let out a gown or dress at the waist and sides.', 5000, 0, 22),
        ],
      },
    ],
  },
  {
    owner: 'funmi_adeyemi',
    name: "Funmi's Oven",
    description:
      'Home bakery in Surulere for birthday, wedding and anniversary cakes, cupcakes, small chops and fresh bread. ' +
      'Order two days ahead for cakes; delivery across Lagos Mainland.',
    type: 'Bakery',
    openingHours: 'Mon–Sat 7:00–19:00, Sun 12:00–18:00',
    contactPhone: '+2347036658102',
    websiteUrl: null,
    landmark: 'Adeniran Ogunsanya Street, near the shopping mall',
    city: 'Lagos',
    neighborhood: 'Surulere',
    latitude: 6.4985,
    longitude: 3.356,
    daysAgo: 57,
    categories: [
      {
        name: 'Cakes',
        products: [
          product(
            'Birthday Cake, 8-inch (two layers)',
            'Vanilla, chocolate or red velvet with buttercream and a name inscription.',
            35000,
            0,
            56,
          ),
          product('Red Velvet Cupcakes (box of 6)', 'Soft red velvet cupcakes with cream cheese frosting.', 9000, 10, 30),
          product('Wedding Cake, 3 tiers', 'Fondant-covered fruit or vanilla cake for about 150 guests. Tasting available.', 280000, 0, 20),
        ],
      },
      {
        name: 'Bread & Pastries',
        products: [
          product('Sliced Bread (large)', 'Soft, freshly baked sliced bread, out of the oven every morning by 7.', 1800, 0, 55),
          product('Meat Pie', 'Buttery pastry filled with minced beef, potato and carrot.', 1200, 0, 41),
          product('Chin Chin (1 kg jar)', 'Crunchy, lightly sweet chin chin. Great for parties and gifts.', 6500, 5, 15),
        ],
      },
    ],
  },
  {
    owner: 'chinedu_eze',
    name: 'Chinedu Phones & Accessories',
    description:
      'New and UK-used phones, chargers, power banks and screen guards, plus fast repairs while you wait. ' +
      'Every phone is tested in front of you and comes with a 3-month warranty.',
    type: 'Electronics & Phones',
    openingHours: 'Mon–Sat 8:30–18:30',
    contactPhone: '+2348024417730',
    websiteUrl: null,
    landmark: 'Otigba Street, Computer Village',
    city: 'Ikeja',
    neighborhood: 'Allen Avenue',
    latitude: 6.596,
    longitude: 3.342,
    daysAgo: 56.5,
    categories: [
      {
        name: 'Phones',
        products: [
          product('Tecno Spark 20 (128 GB)', 'Brand new, sealed in box, with 1-year manufacturer warranty.', 185000, 0, 55),
          product('Samsung Galaxy A15 (128 GB)', 'Brand new, dual SIM, 50 MP camera, 5000 mAh battery.', 215000, 5, 36),
          product('iPhone 12 (UK used, 128 GB)', 'Clean UK-used unit, battery health above 85%, Face ID working.', 420000, 0, 9),
        ],
      },
      {
        name: 'Accessories',
        products: [
          product(
            'Oraimo 20,000 mAh Power Bank',
            'Fast-charging power bank that keeps your phone alive through NEPA outages.',
            22000,
            0,
            50,
          ),
          product('Fast Charger with USB-C Cable', 'Original 25 W charger for Samsung, Tecno and Infinix phones.', 6500, 0, 44),
          product('Tempered Glass Screen Guard (fitted)', 'Full-glue screen guard, fitted free while you wait.', 2500, 20, 18),
        ],
      },
      {
        name: 'Repairs',
        products: [
          product('Screen Replacement (Tecno/Infinix)', 'Quality replacement screen fitted in about an hour.', 25000, 0, 48),
          product('Charging Port Repair', 'Fix for loose or dead charging ports on most Android phones.', 7000, 0, 27),
        ],
      },
    ],
  },
  {
    owner: 'ibrahim_musa',
    name: 'SwiftBox Logistics',
    description:
      'Same-day dispatch across Lagos and interstate waybill to all 36 states. We pick up from your shop or home, ' +
      'and you track every delivery on WhatsApp. Special plans for online vendors.',
    type: 'Logistics & Delivery',
    openingHours: 'Mon–Sat 7:00–20:00',
    contactPhone: '+2348067723390',
    websiteUrl: 'https://swiftbox.ng',
    landmark: 'Near 7th Avenue junction, Festac Town',
    city: 'Lagos',
    neighborhood: 'Festac Town',
    latitude: 6.469,
    longitude: 3.285,
    daysAgo: 52,
    categories: [
      {
        name: 'Deliveries',
        products: [
          product('Same-day Delivery, Lagos Mainland', 'Pick-up and delivery within the Mainland, booked before 1 pm.', 3500, 0, 51),
          product('Mainland to Island Delivery', 'Same-day delivery from the Mainland to Lekki, VI, Ikoyi or Ajah.', 5000, 0, 51),
          product('Interstate Waybill (up to 5 kg)', 'Door-to-door to any state capital in 2 to 3 working days.', 8000, 10, 33),
        ],
      },
      {
        name: 'Vendor Plans',
        products: [
          product(
            'Monthly Vendor Plan (60 deliveries)',
            'Sixty Lagos deliveries a month with a dedicated rider and weekly statement.',
            180000,
            15,
            25,
          ),
          product('Pay-on-Delivery Collection', 'We collect payment from your customer and remit to you within 24 hours.', 500, 0, 14),
        ],
      },
    ],
  },
  {
    owner: 'emeka_obi',
    name: 'Brightway Solar & Inverters',
    description:
      'Solar panels, inverters and batteries sized for your home or shop, installed by trained engineers. ' +
      'Free site assessment in Lekki, Ajah and Sangotedo; instalment payment available.',
    type: 'Solar & Inverters',
    openingHours: 'Mon–Sat 8:00–18:00',
    contactPhone: '+2348176650093',
    websiteUrl: 'https://brightwaysolar.com.ng',
    landmark: 'Addo Road, by Ajah roundabout',
    city: 'Lagos',
    neighborhood: 'Ajah',
    latitude: 6.467,
    longitude: 3.57,
    daysAgo: 49,
    categories: [
      {
        name: 'Inverter Packages',
        products: [
          product('1.5 kVA Inverter + 2 Batteries (installed)', 'Powers lights, fans, TV and a fridge for about 8 hours.', 950000, 0, 48),
          product(
            '3.5 kVA Hybrid System with 4 Panels',
            'Runs a small flat through the day on sunshine and the night on batteries.',
            2400000,
            5,
            35,
          ),
        ],
      },
      {
        name: 'Panels & Batteries',
        products: [
          product('450 W Mono Solar Panel', 'Tier-1 monocrystalline panel with 25-year performance warranty.', 115000, 0, 47),
          product('200 Ah Tubular Battery', 'Deep-cycle battery for inverter systems, 18-month warranty.', 320000, 0, 29),
          product('Inverter Maintenance Visit', 'Battery check, terminal cleaning and system health report.', 20000, 0, 10),
        ],
      },
    ],
  },
  {
    owner: 'aisha_bello',
    name: "Aisha's Kitchen",
    description:
      'Northern Nigerian restaurant in Wuse II serving tuwo, masa, miyan kuka, suya and fresh kunu. ' +
      'Dine in, take away, or order for office lunches and small parties.',
    type: 'Restaurant',
    openingHours: 'Mon–Sun 10:00–22:00',
    contactPhone: '+2348033390417',
    websiteUrl: null,
    landmark: 'Off Adetokunbo Ademola Crescent, Wuse II',
    city: 'Abuja',
    neighborhood: 'Wuse II',
    latitude: 9.08,
    longitude: 7.471,
    daysAgo: 56,
    categories: [
      {
        name: 'Main Dishes',
        products: [
          product('Tuwo Shinkafa with Miyan Kuka', 'Soft rice tuwo with baobab leaf soup and beef.', 4500, 0, 55),
          product('Masa with Miyan Taushe (4 pieces)', 'Rice cakes served with pumpkin soup.', 3500, 0, 54),
          product('Jollof Rice with Grilled Chicken', 'Party-style jollof, fried plantain and a quarter chicken.', 6000, 0, 38),
        ],
      },
      {
        name: 'Grills',
        products: [
          product('Beef Suya (per portion)', 'Spicy yaji-coated beef suya with onions and tomatoes.', 3000, 0, 53),
          product('Kilishi (200 g pack)', 'Sun-dried spiced beef, sealed for freshness. Great for travel.', 5500, 10, 21),
        ],
      },
      {
        name: 'Drinks',
        products: [
          product('Kunu Aya (50 cl)', 'Chilled tiger nut drink, no preservatives.', 1000, 0, 52),
          product('Zobo (50 cl)', 'Hibiscus drink with ginger and pineapple.', 1000, 0, 52),
        ],
      },
    ],
  },
  {
    owner: 'chiamaka_okonkwo',
    name: 'Goodhealth Pharmacy',
    description:
      'Licensed community pharmacy in Gwarinpa. Prescription and over-the-counter medicines, mother and baby care, ' +
      'and quick health checks by a registered pharmacist.',
    type: 'Pharmacy',
    openingHours: 'Mon–Sat 8:00–21:00, Sun 13:00–19:00',
    contactPhone: '+2348137720945',
    websiteUrl: null,
    landmark: '3rd Avenue, Gwarinpa',
    city: 'Abuja',
    neighborhood: 'Gwarinpa',
    latitude: 9.103,
    longitude: 7.406,
    daysAgo: 53.5,
    categories: [
      {
        name: 'Over the Counter',
        products: [
          product('Paracetamol 500 mg (10 tablets)', 'For pain and fever. Ask our pharmacist about the right dose.', 500, 0, 53),
          product('Vitamin C 1000 mg (30 tablets)', 'Daily immune support, effervescent tablets.', 4500, 0, 43),
          product('Oral Rehydration Salts (sachet)', 'For dehydration from diarrhoea or heat.', 300, 0, 43),
        ],
      },
      {
        name: 'Health Checks',
        products: [
          product('Blood Pressure Check', 'Reading with advice from the pharmacist. Takes five minutes.', 1000, 0, 52),
          product('Malaria Rapid Test', 'Finger-prick test with result in 15 minutes.', 2500, 0, 39),
          product('Blood Sugar Test', 'Fasting or random blood glucose check.', 1500, 0, 39),
        ],
      },
      {
        name: 'Mother & Baby',
        products: [
          product('Baby Diapers, Size 3 (pack of 40)', 'Soft, leak-proof diapers for babies 6 to 10 kg.', 12500, 10, 16),
          product('Baby Wipes (80 sheets)', 'Alcohol-free, gentle on the skin.', 2800, 0, 16),
        ],
      },
    ],
  },
  {
    owner: 'obinna_udeh',
    name: 'Udeh Auto Clinic',
    description:
      'Car repair workshop in Kubwa for Toyota, Honda, Lexus and Hyundai. Computer diagnosis, servicing, ' +
      'brakes, suspension and AC. We explain the fault before we touch your car.',
    type: 'Auto Repair',
    openingHours: 'Mon–Sat 8:00–18:00',
    contactPhone: '+2348064409823',
    websiteUrl: null,
    landmark: 'Near Kubwa Village Market, Arab Road',
    city: 'Abuja',
    neighborhood: 'Kubwa',
    latitude: 9.156,
    longitude: 7.329,
    daysAgo: 46,
    categories: [
      {
        name: 'Services',
        products: [
          product('Computer Diagnosis', 'Full scan of engine and sensors with a printed report.', 15000, 0, 45),
          product('Engine Oil Change (with 4 L synthetic oil)', 'Oil, oil filter and labour, done in about 40 minutes.', 38000, 0, 45),
          product('Brake Pad Replacement (labour)', 'Front or rear, including brake cleaning and test drive.', 10000, 0, 34),
          product('Wheel Alignment and Balancing', 'Computerised alignment and balancing of all four wheels.', 12000, 20, 8),
        ],
      },
      {
        name: 'Parts',
        products: [
          product('Toyota Corolla Front Brake Pads', 'Genuine brake pads for Corolla 2009–2018.', 28000, 0, 30),
          product('Air Filter (Toyota Camry)', 'Replacement engine air filter for Camry 2007–2017.', 9000, 0, 30),
        ],
      },
    ],
  },
  {
    owner: 'ebiere_douglas',
    name: "Ebi's Hair Lounge",
    description:
      'Hair and nail salon in GRA Phase 2. Braids, wig installation and revamping, wash and set, ' +
      'gel and acrylic nails in a clean, air-conditioned space with steady power.',
    type: 'Hair Salon & Barber',
    openingHours: 'Tue–Sun 9:00–20:00',
    contactPhone: '+2348039914472',
    websiteUrl: null,
    landmark: 'Off Tombia Street, GRA Phase 2',
    city: 'Port Harcourt',
    neighborhood: 'GRA',
    latitude: 4.827,
    longitude: 7.004,
    daysAgo: 54,
    categories: [
      {
        name: 'Hair',
        products: [
          product('Knotless Braids (mid-back)', 'Neat, lightweight knotless braids. Attachment included.', 25000, 0, 53),
          product('Wash and Set', 'Shampoo, deep conditioning and set.', 5000, 0, 53),
          product('Frontal Wig Installation', 'Glueless or glued install with styling.', 15000, 10, 19),
        ],
      },
      {
        name: 'Nails',
        products: [
          product('Gel Polish (hands)', 'Long-lasting gel polish with cuticle care.', 7000, 0, 42),
          product('Acrylic Nails, Full Set', 'Any length and shape, plain or with simple art.', 15000, 0, 42),
        ],
      },
      {
        name: 'Hair Care Products',
        products: [
          product('Hair Growth Oil (100 ml)', 'Made in-house with rosemary, castor and coconut oils.', 4500, 0, 26),
          product('Edge Control', 'Strong hold, no flakes.', 3000, 0, 26),
        ],
      },
    ],
  },
  {
    owner: 'ifeanyi_nwachukwu',
    name: 'D-Line Prints & Branding',
    description:
      'Digital and large-format printing, branded merchandise and logo design for businesses, churches and events. ' +
      'Express jobs ready in 24 hours.',
    type: 'Printing & Branding',
    openingHours: 'Mon–Fri 8:00–19:00, Sat 9:00–16:00',
    contactPhone: '+2348151163398',
    websiteUrl: 'https://dlineprints.com.ng',
    landmark: 'Off Ikwerre Road, D-Line',
    city: 'Port Harcourt',
    neighborhood: 'D-Line',
    latitude: 4.8035,
    longitude: 7.015,
    daysAgo: 52,
    categories: [
      {
        name: 'Printing',
        products: [
          product('Business Cards (100, double-sided)', 'Matte or gloss 350 gsm card, full colour both sides.', 10000, 0, 51),
          product('A5 Flyers (500 copies)', 'Full colour on 150 gsm gloss paper.', 35000, 10, 37),
          product('Roll-up Banner with Stand', '85 × 200 cm banner with carry bag.', 45000, 0, 28),
        ],
      },
      {
        name: 'Branding',
        products: [
          product('Branded T-shirt (min. 20 pieces)', 'Quality cotton T-shirts with your logo, price per shirt.', 6500, 0, 44),
          product('Customised Mug', 'Ceramic mug with full-colour print, price per mug.', 4500, 0, 23),
          product('Logo Design', 'Three concepts, two revisions and all final files.', 40000, 0, 11),
        ],
      },
    ],
  },
  {
    owner: 'folake_adebisi',
    name: 'Everyday Mart',
    description:
      'Neighbourhood supermarket on Ring Road with foodstuff, provisions, toiletries and household items. ' +
      'Free delivery within 3 km for orders above ₦20,000.',
    type: 'Supermarket',
    openingHours: 'Mon–Sat 8:00–21:00, Sun 12:00–20:00',
    contactPhone: '+2348107783341',
    websiteUrl: null,
    landmark: 'Near Ring Road roundabout, opposite the State Hospital',
    city: 'Ibadan',
    neighborhood: 'Ring Road',
    latitude: 7.367,
    longitude: 3.879,
    daysAgo: 49,
    categories: [
      {
        name: 'Foodstuff',
        products: [
          product('Parboiled Rice (50 kg bag)', 'Long-grain, stone-free parboiled rice.', 82000, 5, 48),
          product('Vegetable Oil (5 L)', 'Pure groundnut-blend vegetable oil.', 14500, 0, 48),
          product('Yellow Garri (5 kg)', 'Crisp Ijebu-style yellow garri.', 6000, 0, 32),
        ],
      },
      {
        name: 'Beverages',
        products: [
          product('Chocolate Malt Drink (500 g refill)', 'Family-size refill pack.', 4800, 0, 47),
          product('Full Cream Milk Powder (400 g)', 'Instant full cream milk in a resealable pouch.', 5200, 0, 47),
        ],
      },
      {
        name: 'Household',
        products: [
          product('Washing Powder (2 kg)', 'For hand and machine wash.', 5500, 0, 24),
          product('Toilet Tissue (pack of 12)', 'Soft two-ply rolls.', 6800, 10, 6),
        ],
      },
    ],
  },
  {
    owner: 'abubakar_sani',
    name: 'Sani & Sons Building Materials',
    description:
      'Wholesale and retail building materials in Kano: cement, iron rods, blocks and roofing sheets. ' +
      'Delivery by truck anywhere in Kano metropolis; bulk prices for contractors.',
    type: 'Building Materials',
    openingHours: 'Sat–Thu 7:30–18:00',
    contactPhone: '+2348036620184',
    websiteUrl: null,
    landmark: 'Along Ibrahim Taiwo Road',
    city: 'Kano',
    neighborhood: 'Sabon Gari',
    latitude: 12.014,
    longitude: 8.531,
    daysAgo: 50,
    categories: [
      {
        name: 'Cement & Blocks',
        products: [
          product('Cement (50 kg bag)', 'Grade 42.5 Portland cement. Ask about prices for 100 bags and above.', 9500, 0, 49),
          product('6-inch Sandcrete Block', 'Machine-moulded and well cured, price per block.', 600, 0, 49),
          product('9-inch Sandcrete Block', 'For load-bearing walls, price per block.', 750, 0, 40),
        ],
      },
      {
        name: 'Iron Rods',
        products: [
          product('Iron Rod, 12 mm (per length)', 'High-tensile reinforcement rod, 12 m length.', 11500, 5, 46),
          product('Iron Rod, 16 mm (per length)', 'High-tensile reinforcement rod, 12 m length.', 19000, 0, 46),
        ],
      },
      {
        name: 'Roofing',
        products: [
          product('Aluminium Roofing Sheet (0.55 mm, per metre)', 'Long-span aluminium sheet in several colours.', 7500, 0, 35),
          product('Roofing Nails (1 kg)', 'Galvanised umbrella-head nails.', 2500, 0, 35),
        ],
      },
    ],
  },
  {
    owner: 'nkechi_ani',
    name: 'Nkechi POS & Transfers',
    description:
      'POS and mobile money point in New Haven. Cash withdrawal, transfers, deposits, airtime and bill payments. ' +
      'Fast service, fair charges and enough cash even on weekends.',
    type: 'POS & Mobile Money Agent',
    openingHours: 'Mon–Sun 7:00–21:00',
    contactPhone: '+2349035517740',
    websiteUrl: null,
    landmark: 'By Bisalla Road junction, New Haven',
    city: 'Enugu',
    neighborhood: 'New Haven',
    latitude: 6.4525,
    longitude: 7.5125,
    daysAgo: 46,
    categories: [
      {
        name: 'Cash & Transfers',
        products: [
          product('Cash Withdrawal (up to ₦10,000)', 'Service charge for withdrawals up to ₦10,000 from any bank card.', 200, 0, 45),
          product('Cash Withdrawal (₦10,001–₦20,000)', 'Service charge for withdrawals between ₦10,001 and ₦20,000.', 400, 0, 45),
          product('Transfer to Any Bank', 'Instant transfer with printed receipt.', 100, 0, 45),
        ],
      },
      {
        name: 'Bill Payments',
        products: [
          product('Electricity Token (service charge)', 'Prepaid meter tokens for EEDC customers.', 200, 0, 28),
          product('Cable TV Subscription (service charge)', 'Renew your DStv, GOtv or Startimes in minutes.', 200, 0, 28),
        ],
      },
    ],
  },
];

export const DEMO_PROFESSIONS: readonly DemoProfession[] = [
  {
    owner: 'adaeze',
    title: 'Tailor & Fashion Designer',
    description:
      'I sew made-to-measure outfits for women and men: aso-ebi, native wear, gowns and corporate suits. ' +
      'Home measurement available around Yaba, Surulere and Ebute Metta.',
    type: 'Tailor',
    availabilityHours: 'Mon–Sat 9:00–19:00',
    contactPhone: '+2348031234567',
    hourlyRateKobo: 250000,
    landmark: 'Opposite Yaba College of Technology main gate, Herbert Macaulay Way',
    city: 'Lagos',
    neighborhood: 'Yaba',
    latitude: 6.5095,
    longitude: 3.3765,
    daysAgo: 58.5,
  },
  {
    owner: 'tunde_bakare',
    title: 'Licensed Electrician',
    description:
      'House wiring and rewiring, fault finding, changeover switches, sockets, lighting and prepaid meter installation. ' +
      'Neat work, quality cables and a written quote before I start.',
    type: 'Electrician',
    availabilityHours: 'Mon–Sat 8:00–18:00',
    contactPhone: '+2348052214589',
    hourlyRateKobo: 300000,
    landmark: 'Opposite First Bank, Allen Avenue',
    city: 'Ikeja',
    neighborhood: 'Allen Avenue',
    latitude: 6.604,
    longitude: 3.353,
    daysAgo: 58,
  },
  {
    owner: 'kemi_oladipo',
    title: 'Bridal & Event Makeup Artist',
    description:
      'Soft glam and traditional bridal looks for weddings, engagements, birthdays and photoshoots. ' +
      'Home service across Lekki, VI and Ikoyi; lash and gele tying on request.',
    type: 'Makeup Artist',
    availabilityHours: 'Mon–Sun 6:00–20:00, by booking',
    contactPhone: '+2349062231145',
    hourlyRateKobo: 1000000,
    landmark: 'Admiralty Way, Lekki Phase 1',
    city: 'Lagos',
    neighborhood: 'Lekki Phase 1',
    latitude: 6.448,
    longitude: 3.473,
    daysAgo: 55,
  },
  {
    owner: 'segun_afolabi',
    title: 'Full-Stack Web Developer',
    description:
      'Websites, online stores with Paystack checkout, and booking systems for small businesses. ' +
      'Fast pages that work well on mobile data, plus training so you can update your site yourself.',
    type: 'Software Developer',
    availabilityHours: 'Mon–Fri 9:00–17:00',
    contactPhone: '+2348129904412',
    hourlyRateKobo: 1500000,
    landmark: null,
    city: 'Ikeja',
    neighborhood: 'Gbagada',
    latitude: 6.554,
    longitude: 3.388,
    daysAgo: 54.5,
  },
  {
    owner: 'musa_abdullahi',
    title: 'AC & Refrigerator Technician',
    description:
      'Installation, servicing and gas refilling of split and window air conditioners; repair of fridges and freezers. ' +
      'Same-day visits in Garki, Wuse and Asokoro.',
    type: 'AC Technician',
    availabilityHours: 'Mon–Sat 8:00–19:00',
    contactPhone: '+2348025561198',
    hourlyRateKobo: 400000,
    landmark: 'Area 11, Garki',
    city: 'Abuja',
    neighborhood: 'Garki',
    latitude: 9.034,
    longitude: 7.489,
    daysAgo: 54.8,
  },
  {
    owner: 'daniel_adeleke',
    title: 'Real Estate Agent',
    description:
      'I help families and professionals rent or buy verified apartments and land in Jabi, Utako, Wuse and Gwarinpa. ' +
      'Inspections arranged within 48 hours; title documents checked before any payment.',
    type: 'Real Estate Agent',
    availabilityHours: 'Mon–Sat 9:00–18:00',
    contactPhone: '+2347081126634',
    hourlyRateKobo: 500000,
    landmark: 'Near Jabi Lake Mall',
    city: 'Abuja',
    neighborhood: 'Jabi',
    latitude: 9.072,
    longitude: 7.425,
    daysAgo: 51,
  },
  {
    owner: 'tamuno_briggs',
    title: 'Welder & Metal Fabricator',
    description:
      'Gates, burglary proofs, railings, staircases, water tank stands and shop containers. ' +
      'I work from my Trans-Amadi workshop or on site anywhere in Port Harcourt.',
    type: 'Welder',
    availabilityHours: 'Mon–Sat 7:30–18:00',
    contactPhone: '+2348187746302',
    hourlyRateKobo: 350000,
    landmark: 'Trans-Amadi Industrial Layout, near Slaughter',
    city: 'Port Harcourt',
    neighborhood: 'Trans-Amadi',
    latitude: 4.811,
    longitude: 7.043,
    daysAgo: 50.5,
  },
  {
    owner: 'adebayo_ogunbiyi',
    title: 'Mathematics & Physics Tutor',
    description:
      'One-on-one and small-group lessons for SS1 to SS3 students, and JAMB and post-UTME preparation. ' +
      'Lessons at your home in Bodija, UI and Agodi, or online.',
    type: 'Teacher / Tutor',
    availabilityHours: 'Mon–Fri 16:00–20:00, Sat 9:00–15:00',
    contactPhone: '+2348034471265',
    hourlyRateKobo: 400000,
    landmark: 'Near Bodija Market',
    city: 'Ibadan',
    neighborhood: 'Bodija',
    latitude: 7.434,
    longitude: 3.911,
    daysAgo: 51.5,
  },
  {
    owner: 'bisola_akande',
    title: 'Event & Product Photographer',
    description:
      'Weddings, birthdays, graduations and product shoots for online vendors. ' +
      'Edited pictures delivered within 5 days; photobooks and frames available.',
    type: 'Photographer',
    availabilityHours: 'Tue–Sun 9:00–19:00',
    contactPhone: '+2348148862207',
    hourlyRateKobo: 1200000,
    landmark: 'Mokola Roundabout',
    city: 'Ibadan',
    neighborhood: 'Mokola',
    latitude: 7.404,
    longitude: 3.894,
    daysAgo: 47.5,
  },
  {
    owner: 'yakubu_danjuma',
    title: 'Generator Repairer',
    description:
      'Repair and servicing of petrol and diesel generators, from small "I better pass my neighbour" sets to 100 kVA. ' +
      'Carburettor cleaning, rewinding, AVR replacement and routine servicing.',
    type: 'Generator Repairer',
    availabilityHours: 'Sat–Thu 8:00–18:00',
    contactPhone: '+2347011458823',
    hourlyRateKobo: 250000,
    landmark: 'Near Kantin Kwari Market',
    city: 'Kano',
    neighborhood: 'Fagge',
    latitude: 12.006,
    longitude: 8.521,
    daysAgo: 47,
  },
  {
    owner: 'uchenna_agu',
    title: 'Chartered Accountant',
    description:
      'Bookkeeping, monthly management accounts, tax filing with FIRS and the state revenue service, ' +
      'and CAC business registration for small and medium businesses in Enugu.',
    type: 'Accountant',
    availabilityHours: 'Mon–Fri 8:30–17:30',
    contactPhone: '+2348068830572',
    hourlyRateKobo: 1000000,
    landmark: null,
    city: 'Enugu',
    neighborhood: 'Independence Layout',
    latitude: 6.446,
    longitude: 7.518,
    daysAgo: 48.5,
  },
];

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    author: 'adaeze',
    about: 'business',
    daysAgo: 0.2,
    content:
      "New Adire kimono jackets just dropped at Ada's Stitches! Only 12 pieces, each one hand-dyed. Send a WhatsApp message to reserve yours.",
  },
  {
    author: 'adaeze',
    about: 'profession',
    daysAgo: 6.5,
    content:
      'Wedding season is here. If you want your aso-ebi sewn in time, book your fitting at least three weeks before the event. Slots are filling up fast.',
  },
  {
    author: 'adaeze',
    about: null,
    daysAgo: 19.3,
    content: 'Thank you to everyone who came to our pop-up in Yaba on Saturday. We sold out of peplum tops by 2 pm! More coming soon.',
  },
  {
    author: 'tunde_bakare',
    about: 'profession',
    daysAgo: 2.1,
    content:
      'Safety tip: if your sockets feel warm or you smell burning plastic, switch off at the main breaker and call an electrician. Do not wait for a fire.',
  },
  {
    author: 'tunde_bakare',
    about: null,
    daysAgo: 27.8,
    content: 'Looking for an apprentice electrician in Ikeja. Must be willing to learn and punctual. Send me a message.',
  },
  {
    author: 'funmi_adeyemi',
    about: 'business',
    daysAgo: 1.4,
    content: "10% off all cupcake boxes this week at Funmi's Oven. Perfect for office birthdays. Order 24 hours ahead.",
  },
  {
    author: 'funmi_adeyemi',
    about: 'business',
    daysAgo: 33.2,
    content: "We are hiring a baker's assistant in Surulere. Experience with small chops is a plus. Monday to Saturday, ₦80,000 monthly.",
  },
  {
    author: 'chinedu_eze',
    about: 'business',
    daysAgo: 3.7,
    content:
      'Fresh stock of UK-used iPhone 12 and 13 just arrived. Battery health above 85%, tested in front of you. Come to Otigba Street, Computer Village.',
  },
  {
    author: 'chinedu_eze',
    about: null,
    daysAgo: 40.5,
    content:
      'Before you buy a used phone, check the IMEI by dialling *#06# and make sure it matches the box. It saves a lot of stories later.',
  },
  {
    author: 'kemi_oladipo',
    about: 'profession',
    daysAgo: 4.9,
    content: 'Now taking bridal bookings for next year. Early bookings get a free trial session. DM me for my price list.',
  },
  {
    author: 'segun_afolabi',
    about: 'profession',
    daysAgo: 8.2,
    content:
      'Small business owners: your website should load in under 3 seconds on mobile data. If yours does not, I will check it for free this week.',
  },
  {
    author: 'segun_afolabi',
    about: null,
    daysAgo: 25.6,
    content: 'Anyone know a good co-working space around Gbagada or Anthony with steady power? Recommendations welcome.',
  },
  {
    author: 'ngozi_nwosu',
    about: null,
    daysAgo: 11.3,
    content:
      'Reminder for business owners: file your annual returns with the CAC on time. Late filing attracts penalties for every year missed.',
  },
  {
    author: 'ibrahim_musa',
    about: 'business',
    daysAgo: 0.8,
    content: 'SwiftBox now delivers to Ikorodu and Epe the same day! Book before 12 noon and your parcel arrives before 7 pm.',
  },
  {
    author: 'ibrahim_musa',
    about: 'business',
    daysAgo: 22.4,
    content:
      'We need 5 dispatch riders with their own motorcycles. Good pay per delivery and weekly payment. Festac, Amuwo and Mile 2 area.',
  },
  {
    author: 'tolu_ogunleye',
    about: null,
    daysAgo: 14.7,
    content: 'Free weekend football training for boys and girls aged 8 to 14 at the Ikorodu Township Stadium. Saturdays at 7 am.',
  },
  {
    author: 'emeka_obi',
    about: 'business',
    daysAgo: 5.3,
    content:
      'Tired of fuel prices? Our 1.5 kVA inverter package now comes with a 6-month instalment plan. Free site check in Lekki and Ajah.',
  },
  {
    author: 'emeka_obi',
    about: null,
    daysAgo: 36.9,
    content: 'Solar tip: clean your panels every two weeks during harmattan. Dust can cut your output by a third.',
  },
  {
    author: 'yetunde_balogun',
    about: null,
    daysAgo: 3.1,
    content: 'Job opening: front desk officer for a hospital in Maryland. OND or HND, 1 year experience. Send your CV by message.',
  },
  {
    author: 'yetunde_balogun',
    about: null,
    daysAgo: 30.2,
    content:
      'CV tip: keep it to two pages and put your phone number and email at the top. Recruiters spend less than a minute on each one.',
  },
  {
    author: 'efe_omoregie',
    about: null,
    daysAgo: 9.6,
    content: 'Hosting a free UI/UX design meetup in Yaba next Saturday. Bring your laptop and your questions. Limited seats.',
  },
  {
    author: 'aisha_bello',
    about: 'business',
    daysAgo: 1.9,
    content: "Friday special at Aisha's Kitchen: tuwo shinkafa with miyan kuka and a free bottle of kunu. Dine in or take away.",
  },
  {
    author: 'aisha_bello',
    about: 'business',
    daysAgo: 28.1,
    content: 'We now cater for office lunches in Wuse, Maitama and the CBD. Minimum of 10 plates, delivered hot.',
  },
  {
    author: 'musa_abdullahi',
    about: 'profession',
    daysAgo: 7.4,
    content:
      'Service your AC before the hot season. A dirty filter makes it work harder and raises your electricity bill. Book a visit in Garki, Wuse or Asokoro.',
  },
  {
    author: 'chiamaka_okonkwo',
    about: 'business',
    daysAgo: 2.6,
    content: 'Free blood pressure checks every Saturday this month at Goodhealth Pharmacy, Gwarinpa. Bring your family.',
  },
  {
    author: 'chiamaka_okonkwo',
    about: null,
    daysAgo: 44.0,
    content: 'Always finish your full course of antibiotics, even when you feel better. Stopping early helps resistant germs grow.',
  },
  {
    author: 'daniel_adeleke',
    about: 'profession',
    daysAgo: 4.2,
    content: 'Available now: 2-bedroom flat in Utako with steady water and parking. ₦4.5 million per year. Inspection by appointment.',
  },
  {
    author: 'zainab_yusuf',
    about: null,
    daysAgo: 12.8,
    content: 'Can anyone recommend a good tailor in Abuja for a wedding guest outfit? I need it in two weeks.',
  },
  {
    author: 'obinna_udeh',
    about: 'business',
    daysAgo: 6.1,
    content:
      '20% off wheel alignment and balancing at Udeh Auto Clinic this week. If your steering pulls to one side, come and see us in Kubwa.',
  },
  {
    author: 'ime_udoh',
    about: null,
    daysAgo: 16.5,
    content: 'Corps member serving in Abuja, looking for a marketing or sales role after NYSC. Open to referrals. Thank you!',
  },
  {
    author: 'ebiere_douglas',
    about: 'business',
    daysAgo: 3.4,
    content: "Knotless braids at a special price this weekend at Ebi's Hair Lounge, GRA. Book early, only 8 slots per day.",
  },
  {
    author: 'tamuno_briggs',
    about: 'profession',
    daysAgo: 10.2,
    content: 'Just finished a sliding gate in Woji. Strong, neat and fitted with a lock box. Message me for a free quote.',
  },
  {
    author: 'blessing_amadi',
    about: null,
    daysAgo: 5.8,
    content: 'Health tip: sleep under a treated mosquito net every night, especially children under five and pregnant women.',
  },
  {
    author: 'ifeanyi_nwachukwu',
    about: 'business',
    daysAgo: 2.9,
    content: 'Express printing is back! Business cards and flyers ready in 24 hours at D-Line Prints. 10% off flyers this month.',
  },
  {
    author: 'adebayo_ogunbiyi',
    about: 'profession',
    daysAgo: 9.1,
    content: 'JAMB preparation class starts next Monday in Bodija. Maths, Physics and English. Only 10 students per group.',
  },
  {
    author: 'folake_adebisi',
    about: 'business',
    daysAgo: 1.2,
    content: 'Fresh stock of rice, oil and beverages at Everyday Mart, Ring Road. Toilet tissue is 10% off till Sunday.',
  },
  {
    author: 'kunle_oyewole',
    about: null,
    daysAgo: 18.4,
    content:
      'Selling healthy broilers from my farm in Challenge, ready for parties and naming ceremonies. Live or dressed. Message me to book.',
  },
  {
    author: 'bisola_akande',
    about: 'profession',
    daysAgo: 7.9,
    content: 'Product photography for online vendors: clean white background shots from ₦3,000 per product. Studio in Mokola.',
  },
  {
    author: 'abubakar_sani',
    about: 'business',
    daysAgo: 4.6,
    content: 'Cement price update at Sani & Sons: bulk orders of 100 bags and above get free delivery within Kano metropolis.',
  },
  {
    author: 'hauwa_garba',
    about: null,
    daysAgo: 21.0,
    content: 'Our school in Nassarawa GRA needs two volunteer reading tutors for primary 3 pupils. Tuesday and Thursday afternoons.',
  },
  {
    author: 'yakubu_danjuma',
    about: 'profession',
    daysAgo: 11.9,
    content:
      'Generator not starting after rain? Do not keep pulling the rope. Check the spark plug and the fuel first, or call me for a quick visit in Fagge.',
  },
  {
    author: 'uchenna_agu',
    about: 'profession',
    daysAgo: 13.5,
    content:
      'Small business owners in Enugu: keep your receipts and record every sale, even small ones. Good books make tax time easy and help you get loans.',
  },
  {
    author: 'nkechi_ani',
    about: 'business',
    daysAgo: 0.5,
    content: 'Nkechi POS is open on Sunday from 7 am. Enough cash for withdrawals, and transfers to every bank.',
  },
  {
    author: 'chidi_okeke',
    about: null,
    daysAgo: 15.2,
    content:
      'Before you buy land in Enugu, confirm the survey plan at the Ministry of Lands. It takes a few days and saves you from wahala.',
  },
];
