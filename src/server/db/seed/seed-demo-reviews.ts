import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Reviews of the demo listings, written by neighbours who would plausibly have used them, with the owners' replies
 * where an owner would answer. Mostly good, not all: a 3 and a 2 with an honest reply read truer than a row of fives.
 */
interface DemoReview {
  /** The listing, by its owner's username (each demo member has at most one business and one profession). */
  of: { business: string } | { profession: string };
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  reply?: string;
  daysAgo: number;
}

const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    of: { business: 'adaeze' },
    author: 'funmi_adeyemi',
    rating: 5,
    text: 'My aso-ebi for my sister’s wedding fitted at the first fitting. Neat finishing and she delivered two days early.',
    reply: 'Thank you Funmi! It was a joy sewing for your family.',
    daysAgo: 20,
  },
  {
    of: { business: 'adaeze' },
    author: 'ngozi_nwosu',
    rating: 4,
    text: 'Lovely Ankara gown and fair price. The queue on Saturday was long, so book a weekday if you can.',
    daysAgo: 12,
  },
  {
    of: { profession: 'adaeze' },
    author: 'kemi_oladipo',
    rating: 5,
    text: 'She altered three bridesmaid dresses in one evening when the boutique let us down. A lifesaver.',
    daysAgo: 9,
  },
  {
    of: { profession: 'tunde_bakare' },
    author: 'chinedu_eze',
    rating: 5,
    text: 'Found the fault in my shop’s wiring that two others missed and installed a changeover the same day.',
    reply: 'Thank you. Call me any time the light misbehaves.',
    daysAgo: 25,
  },
  {
    of: { profession: 'tunde_bakare' },
    author: 'yetunde_balogun',
    rating: 4,
    text: 'Good work on our flat’s sockets. He came an hour late but called to say so.',
    daysAgo: 7,
  },
  {
    of: { business: 'funmi_adeyemi' },
    author: 'adaeze',
    rating: 5,
    text: 'The chin chin and meat pies for my fitting day were finished in minutes. Fresh and well packed.',
    daysAgo: 15,
  },
  {
    of: { business: 'funmi_adeyemi' },
    author: 'efe_omoregie',
    rating: 3,
    text: 'Cake tasted good but the icing colour was not what we agreed. Delivery was on time.',
    reply: 'Sorry about the colour, Efe. Send me a message and I will make it right on your next order.',
    daysAgo: 5,
  },
  {
    of: { business: 'chinedu_eze' },
    author: 'tunde_bakare',
    rating: 4,
    text: 'Original charger and screen guard, and he tested both before I paid. Prices are fair for Ikeja.',
    daysAgo: 18,
  },
  {
    of: { business: 'emeka_obi' },
    author: 'ibrahim_musa',
    rating: 5,
    text: 'Our 3.5 kVA inverter and panels have run the office for two months without NEPA. Clean installation.',
    reply: 'Glad it is working well. Remember to clean the panels once a month.',
    daysAgo: 30,
  },
  {
    of: { profession: 'kemi_oladipo' },
    author: 'adaeze',
    rating: 5,
    text: 'Soft glam that lasted from the church to the reception. Gele tied perfectly too.',
    daysAgo: 11,
  },
  {
    of: { business: 'aisha_bello' },
    author: 'zainab_yusuf',
    rating: 5,
    text: 'Best tuwo and miyan kuka in Wuse. Portions are generous and the place is clean.',
    daysAgo: 14,
  },
  {
    of: { business: 'aisha_bello' },
    author: 'ime_udoh',
    rating: 4,
    text: 'Jollof was very good. Waited about 25 minutes at lunch time.',
    daysAgo: 4,
  },
  {
    of: { business: 'chiamaka_okonkwo' },
    author: 'daniel_adeleke',
    rating: 5,
    text: 'The pharmacist explained the dosage for my mother’s drugs carefully and had everything in stock.',
    daysAgo: 22,
  },
  {
    of: { business: 'obinna_udeh' },
    author: 'musa_abdullahi',
    rating: 2,
    text: 'The AC of my car was fixed, but it took three days instead of the one day promised.',
    reply: 'You are right, Musa. The compressor part came late from Lagos. Next service is on us.',
    daysAgo: 16,
  },
  {
    of: { profession: 'musa_abdullahi' },
    author: 'aisha_bello',
    rating: 5,
    text: 'Serviced the two cold rooms in my kitchen and the freezer has not given trouble since.',
    daysAgo: 19,
  },
  {
    of: { business: 'ebiere_douglas' },
    author: 'blessing_amadi',
    rating: 5,
    text: 'Knotless braids done neatly in five hours, and they did not pull. I will be back.',
    daysAgo: 8,
  },
  {
    of: { business: 'ifeanyi_nwachukwu' },
    author: 'tamuno_briggs',
    rating: 4,
    text: 'Good quality flex banners for my workshop. Ask for the proof before printing.',
    daysAgo: 27,
  },
  {
    of: { profession: 'adebayo_ogunbiyi' },
    author: 'kunle_oyewole',
    rating: 5,
    text: 'My son went from F9 to B3 in further maths in one term. Patient teacher.',
    reply: 'Well done to him. He worked hard.',
    daysAgo: 40,
  },
  {
    of: { business: 'folake_adebisi' },
    author: 'bisola_akande',
    rating: 4,
    text: 'Everything I need in one place and the prices are marked. Parking is tight.',
    daysAgo: 6,
  },
  {
    of: { profession: 'yakubu_danjuma' },
    author: 'hauwa_garba',
    rating: 5,
    text: 'He repaired my generator’s carburettor on the spot and charged what he said he would.',
    daysAgo: 13,
  },
  {
    of: { business: 'nkechi_ani' },
    author: 'chidi_okeke',
    rating: 4,
    text: 'Cash always available, even on Sunday. Charges are the usual ones.',
    daysAgo: 3,
  },
];

export async function seedDemoReviews(
  trx: Kysely<Database>,
  deps: {
    user(username: string): string;
    businessOf(username: string): string;
    professionOf(username: string): string;
    at(daysAgo: number): Date;
  },
): Promise<void> {
  await trx
    .insertInto('reviews')
    .values(
      DEMO_REVIEWS.map((review) => {
        const created = deps.at(review.daysAgo);
        return {
          business_id: 'business' in review.of ? deps.businessOf(review.of.business) : null,
          profession_id: 'profession' in review.of ? deps.professionOf(review.of.profession) : null,
          author_id: deps.user(review.author),
          rating: review.rating,
          text: review.text,
          reply_text: review.reply ?? null,
          // An owner answers within a day.
          reply_created_at: review.reply ? new Date(created.getTime() + 5 * 3600_000) : null,
          created_at: created,
          updated_at: created,
        };
      }),
    )
    .execute();
}
