import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { PLANS } from '../../../shared/plans';
import type { Database } from '../schema';
import { DEMO_EMAIL_DOMAIN } from './demo-data';
import { planRank } from '../../features/visibility/visibility';

const DAY = 86_400_000;

/** What every demo payment shares: paid by the same card a minute after it was started. */
export const paidByCard = (paidAt: Date) => ({
  currency: 'NGN',
  method: 'card' as const,
  status: 'success' as const,
  channel_detail: 'Visa •••• 4081',
  paid_at: paidAt,
  created_at: new Date(paidAt.getTime() - 60_000),
  updated_at: paidAt,
});

/** Demo members on paid plans: their payments (billing history) in order, oldest first, as days ago. */
export const DEMO_PAID_PLANS: ReadonlyArray<{ username: string; plan: 'premium' | 'pro'; paidDaysAgo: number[]; autoRenew: boolean }> = [
  // Lagos (Local from Lagos): a Pro badge on Home.
  { username: 'funmi_adeyemi', plan: 'pro', paidDaysAgo: [38, 8], autoRenew: true },
  { username: 'emeka_obi', plan: 'premium', paidDaysAgo: [12], autoRenew: false },
  // National from Lagos (301–1,500 km): shown there only on Premium or Pro.
  { username: 'aisha_bello', plan: 'premium', paidDaysAgo: [41, 11], autoRenew: true },
  { username: 'chiamaka_okonkwo', plan: 'pro', paidDaysAgo: [5], autoRenew: false },
  { username: 'ebiere_douglas', plan: 'premium', paidDaysAgo: [20], autoRenew: false },
  { username: 'abubakar_sani', plan: 'premium', paidDaysAgo: [3], autoRenew: false },
  { username: 'nkechi_ani', plan: 'pro', paidDaysAgo: [16], autoRenew: false },
  // Outside Nigeria (below).
  { username: 'kofi_mensah', plan: 'premium', paidDaysAgo: [9], autoRenew: false },
  { username: 'ngozi_tchamba', plan: 'premium', paidDaysAgo: [14], autoRenew: false },
  { username: 'tobi_jozi', plan: 'pro', paidDaysAgo: [7], autoRenew: false },
  { username: 'bola_houston', plan: 'pro', paidDaysAgo: [21], autoRenew: false },
];

interface AbroadListing {
  username: string;
  fullName: string;
  bio: string;
  business: string;
  description: string;
  type: string;
  openingHours: string;
  phone: string;
  landmark: string;
  /** City in the reference data (Ghana, Benin, Cameroon), or null where the reference data has no places. */
  city: string | null;
  latitude: number;
  longitude: number;
}

/**
 * Listings outside Nigeria, so that from Lagos every distance band has something: Cotonou (Regional, Free), Accra and
 * Douala (National, Premium), and — since no place in Ghana, Benin or Cameroon is more than 1,500 km from Lagos —
 * members of the diaspora in Johannesburg (International, Pro) and Houston (Global, Pro), whose listings carry
 * coordinates but no place from the reference data.
 */
export const DEMO_ABROAD: readonly AbroadListing[] = [
  {
    username: 'kofi_mensah',
    fullName: 'Kofi Mensah',
    bio: 'Kente weaver and textile trader in Accra. I ship to Lagos every week.',
    business: 'Mensah Kente House',
    description: 'Hand-woven kente, batik and fugu smocks. Orders to Lagos by bus every Friday.',
    type: 'Fashion & Tailoring',
    openingHours: 'Mon–Sat 8am–6pm',
    phone: '+233244123456',
    landmark: 'Makola Market, Accra',
    city: 'Accra',
    latitude: 5.5497,
    longitude: -0.2069,
  },
  {
    username: 'sena_houngbo',
    fullName: 'Sèna Houngbo',
    bio: 'Logistics between Cotonou port and Lagos: clearing, haulage and door delivery.',
    business: 'Houngbo Transit Cotonou',
    description: 'Clearing at Cotonou port and trucking to Lagos, Ibadan and Abeokuta. Weekly consolidation.',
    type: 'Logistics & Delivery',
    openingHours: 'Mon–Fri 8am–5pm',
    phone: '+22997123456',
    landmark: 'Near the Port Autonome, Cotonou',
    city: 'Cotonou',
    latitude: 6.3569,
    longitude: 2.4241,
  },
  {
    username: 'ngozi_tchamba',
    fullName: 'Ngozi Tchamba',
    bio: 'Nigerian-Cameroonian caterer in Douala: jollof, ndolé and small chops for events.',
    business: 'Ngozi’s Kitchen Douala',
    description: 'Event catering in Douala: jollof rice, ndolé, suya and small chops for 20 to 500 guests.',
    type: 'Catering',
    openingHours: 'Every day 9am–9pm',
    phone: '+237677123456',
    landmark: 'Akwa, Douala',
    city: 'Douala',
    latitude: 4.0483,
    longitude: 9.7043,
  },
  {
    username: 'tobi_jozi',
    fullName: 'Tobi Adewale',
    bio: 'Importer of Nigerian foodstuff in Johannesburg: garri, egusi, palm oil and stockfish.',
    business: 'Naija Pantry Johannesburg',
    description: 'Nigerian groceries in Johannesburg: garri, egusi, ogbono, palm oil, stockfish and Indomie by the carton.',
    type: 'Provisions & Groceries',
    openingHours: 'Mon–Sat 9am–7pm',
    phone: '+27821234567',
    landmark: 'Yeoville, Johannesburg',
    city: null,
    latitude: -26.1849,
    longitude: 28.0631,
  },
  {
    username: 'bola_houston',
    fullName: 'Bola Ogunleye',
    bio: 'Nigerian restaurant in Houston, Texas. Amala, ewedu and pounded yam since 2014.',
    business: 'Bola’s Buka Houston',
    description: 'Amala, ewedu, gbegiri, pounded yam and pepper soup in southwest Houston. Catering for owambe parties.',
    type: 'Restaurant',
    openingHours: 'Tue–Sun 11am–10pm',
    phone: '+17135551234',
    landmark: 'Bissonnet Street, Houston, Texas',
    city: null,
    latitude: 29.6786,
    longitude: -95.5453,
  },
];

/** The demo's paid plans: members abroad with their listings, payments, activations and subscriptions (in the seed's transaction). */
export async function seedDemoPlans(
  trx: Kysely<Database>,
  deps: { passwordHash: string; now: Date; user(username: string): string | undefined; picture(business: string): string },
): Promise<void> {
  const { now } = deps;
  const ids = new Map<string, string>();

  for (const listing of DEMO_ABROAD) {
    const place = listing.city
      ? await trx
          .selectFrom('cities')
          .innerJoin('states', 'states.state_id', 'cities.state_id')
          .select(['cities.city_id', 'states.state_id', 'states.country_id'])
          .where('cities.name', '=', listing.city)
          .executeTakeFirstOrThrow()
      : null;
    const id = randomUUID();
    ids.set(listing.username, id);
    const joined = new Date(now.getTime() - 45 * DAY);
    await trx
      .insertInto('auth_user')
      .values({
        id,
        name: listing.fullName,
        email: `${listing.username}@${DEMO_EMAIL_DOMAIN}`,
        email_verified: true,
        username: listing.username,
        display_username: listing.username,
        image: null,
        created_at: joined,
        updated_at: joined,
      })
      .execute();
    await trx
      .insertInto('auth_account' as never)
      .values({ id: randomUUID(), account_id: id, provider_id: 'credential', user_id: id, password: deps.passwordHash } as never)
      .execute();
    await trx
      .updateTable('users')
      .set({ bio: listing.bio, location_city_id: place?.city_id ?? null, created_at: joined })
      .where('user_id', '=', id)
      .execute();
    const type = await trx
      .selectFrom('business_types')
      .select('business_type_id')
      .where('name', '=', listing.type)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('businesses')
      .values({
        auth_user_id: id,
        name: listing.business,
        description: listing.description,
        business_type_id: type.business_type_id,
        opening_hours: listing.openingHours,
        contact_phone: listing.phone,
        website_url: null,
        profile_picture: deps.picture(listing.business),
        landmark: listing.landmark,
        latitude: listing.latitude,
        longitude: listing.longitude,
        country_id: place?.country_id ?? null,
        state_id: place?.state_id ?? null,
        city_id: place?.city_id ?? null,
        neighborhood_id: null,
        created_at: joined,
        updated_at: joined,
      })
      .execute();
  }

  let n = 0;
  for (const paid of DEMO_PAID_PLANS) {
    const userId = ids.get(paid.username) ?? deps.user(paid.username);
    if (!userId) throw new Error(`Demo plans name an unknown member "${paid.username}"`);
    const amount = PLANS[paid.plan].priceKobo;
    let endsAt = 0;
    let last = '';
    for (const daysAgo of paid.paidDaysAgo) {
      n += 1;
      const paidAt = new Date(now.getTime() - daysAgo * DAY);
      const reference = `LH-DEMO-${String(n).padStart(4, '0')}`;
      endsAt = Math.max(endsAt, paidAt.getTime()) + 30 * DAY;
      last = reference;
      await trx
        .insertInto('payments')
        .values({
          reference,
          user_id: userId,
          purpose: 'plan',
          plan_id: paid.plan,
          amount_kobo: amount,
          auto_renew: paid.autoRenew,
          authorization_code: `AUTH_demo_${n}`,
          authorization_reusable: true,
          ...paidByCard(paidAt),
        })
        .execute();
      await trx
        .insertInto('plan_activations')
        .values({ reference, user_id: userId, plan_id: paid.plan, starts_at: paidAt, ends_at: new Date(endsAt), activated_at: paidAt })
        .execute();
    }
    await trx
      .insertInto('subscriptions')
      .values({
        user_id: userId,
        plan_id: paid.plan,
        ends_at: new Date(endsAt),
        auto_renew: paid.autoRenew,
        authorization_code: `AUTH_demo_${n}`,
        authorization_email: `${paid.username}@${DEMO_EMAIL_DOMAIN}`,
        last_reference: last,
      })
      .execute();
    const rank = planRank(paid.plan);
    await trx.updateTable('businesses').set({ plan_rank: rank }).where('auth_user_id', '=', userId).execute();
    await trx.updateTable('professions').set({ plan_rank: rank }).where('auth_user_id', '=', userId).execute();
  }
}

/** The demo's running paid plans and their ends, for scheduling their lifecycle jobs once the queue runs. */
export async function demoSubscriptions(db: Kysely<Database>): Promise<Array<{ userId: string; endsAt: Date }>> {
  const rows = await db
    .selectFrom('subscriptions')
    .select(['user_id', 'ends_at'])
    .where('plan_id', '<>', 'free')
    .where('ends_at', '>', sql<Date>`now()`)
    .where('last_reference', 'like', 'LH-DEMO-%')
    .execute();
  return rows.map((row) => ({ userId: row.user_id, endsAt: new Date(row.ends_at!) }));
}
