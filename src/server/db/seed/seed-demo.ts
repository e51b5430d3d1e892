import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';
import type { FileStorage } from '../../storage/file-storage';
import { storeDemoPictures } from './demo-pictures';
import { seedDemoAds } from './seed-demo-ads';
import { seedDemoContent } from './seed-demo-content';
import { seedDemoPeople } from './seed-demo-people';
import { seedDemoPlans } from './seed-demo-plans';
import { seedDemoReviews } from './seed-demo-reviews';
import { seedDemoVideos } from './seed-demo-videos';
import { DEMO_BUSINESSES, DEMO_MAIN_USERNAME, DEMO_MEMBERS, DEMO_PASSWORD, DEMO_POSTS, DEMO_PROFESSIONS, demoCreatedAt } from './demo-data';

const SEEDED_KEY = 'demo_data_seeded_at';

const mainMember = DEMO_MEMBERS.find((member) => member.username === DEMO_MAIN_USERNAME)!;
export const DEMO_SIGN_IN = { email: mainMember.email, password: DEMO_PASSWORD };

interface Place {
  country_id: number;
  state_id: number;
  city_id: number;
  neighborhood_id: number | null;
}

/** Resolves the demo data's place and type names to ids; a name that does not resolve is a bug in the data. */
async function loadNames(trx: Kysely<Database>) {
  const cities = await trx
    .selectFrom('cities')
    .innerJoin('states', 'states.state_id', 'cities.state_id')
    .innerJoin('countries', 'countries.country_id', 'states.country_id')
    .select(['cities.city_id', 'cities.name', 'states.state_id', 'countries.country_id'])
    .where('countries.code', '=', 'NG')
    .execute();
  const neighborhoods = await trx.selectFrom('neighborhoods').select(['neighborhood_id', 'city_id', 'name']).execute();
  const businessTypes = await trx.selectFrom('business_types').select(['business_type_id', 'name']).execute();
  const professionTypes = await trx.selectFrom('profession_types').select(['profession_type_id', 'name']).execute();

  const must = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`Demo data names an unknown ${what}`);
    return value;
  };
  return {
    place(city: string, neighborhood: string | null): Place {
      const row = must(
        cities.find((c) => c.name === city),
        `city "${city}"`,
      );
      const hood = neighborhood
        ? must(
            neighborhoods.find((n) => n.city_id === row.city_id && n.name === neighborhood),
            `neighbourhood "${neighborhood}"`,
          )
        : undefined;
      return { country_id: row.country_id, state_id: row.state_id, city_id: row.city_id, neighborhood_id: hood?.neighborhood_id ?? null };
    },
    businessType: (name: string) =>
      must(
        businessTypes.find((t) => t.name === name),
        `business type "${name}"`,
      ).business_type_id,
    professionType: (name: string) =>
      must(
        professionTypes.find((t) => t.name === name),
        `profession type "${name}"`,
      ).profession_type_id,
  };
}

/**
 * Loads the demo members and their listings once, each listing and product with a picture drawn for it and kept in
 * `storage`; returns false when they were loaded before.
 */
export async function seedDemoDataOnce(db: Db, storage: FileStorage): Promise<boolean> {
  const done = await db.selectFrom('app_state').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst();
  if (done) return false;
  // The pictures are drawn while the rows go in; their URLs are known at once.
  const { pictures, stored } = storeDemoPictures(storage);
  // Awaited in the transaction; this keeps a failure from going unhandled if the transaction fails first.
  stored.catch(() => undefined);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const at = (daysAgo: number) => demoCreatedAt(daysAgo, now);

  await db.transaction().execute(async (trx) => {
    const names = await loadNames(trx);
    const userIds = new Map<string, string>();

    for (const member of DEMO_MEMBERS) {
      const id = randomUUID();
      userIds.set(member.username, id);
      await trx
        .insertInto('auth_user')
        .values({
          id,
          name: member.fullName,
          email: member.email,
          email_verified: true,
          username: member.username,
          display_username: member.username,
          image: null,
          created_at: at(member.daysAgo),
          updated_at: at(member.daysAgo),
        })
        .execute();
      await trx
        .insertInto('auth_account' as never)
        .values({ id: randomUUID(), account_id: id, provider_id: 'credential', user_id: id, password: passwordHash } as never)
        .execute();
      await trx
        .updateTable('users')
        .set({ bio: member.bio, location_city_id: names.place(member.city, member.neighborhood).city_id, created_at: at(member.daysAgo) })
        .where('user_id', '=', id)
        .execute();
    }
    const owner = (username: string) => {
      const id = userIds.get(username);
      if (!id) throw new Error(`Demo data names an unknown member "${username}"`);
      return id;
    };

    const businessIds = new Map<string, string>();
    for (const business of DEMO_BUSINESSES) {
      const { business_id } = await trx
        .insertInto('businesses')
        .values({
          auth_user_id: owner(business.owner),
          name: business.name,
          description: business.description,
          business_type_id: names.businessType(business.type),
          opening_hours: business.openingHours,
          contact_phone: business.contactPhone,
          website_url: business.websiteUrl,
          profile_picture: pictures.business(business.name),
          landmark: business.landmark,
          latitude: business.latitude,
          longitude: business.longitude,
          ...names.place(business.city, business.neighborhood),
          created_at: at(business.daysAgo),
          updated_at: at(business.daysAgo),
        })
        .returning('business_id')
        .executeTakeFirstOrThrow();
      businessIds.set(business.owner, business_id);
      for (const category of business.categories) {
        const { category_id } = await trx
          .insertInto('product_categories')
          .values({ business_id, name: category.name, created_at: at(business.daysAgo) })
          .returning('category_id')
          .executeTakeFirstOrThrow();
        if (category.products.length === 0) continue;
        const products = await trx
          .insertInto('products')
          .values(
            category.products.map((product) => ({
              business_id,
              category_id,
              name: product.name,
              description: product.description,
              price_kobo: product.priceKobo,
              discount_percent: product.discountPercent,
              created_at: at(product.daysAgo),
              updated_at: at(product.daysAgo),
            })),
          )
          .returning(['product_id', 'name', 'created_at'])
          .execute();
        await trx
          .insertInto('product_images')
          .values(
            products.map((product) => ({
              product_id: product.product_id,
              image_url: pictures.product(business.name, product.name),
              is_primary: true,
              position: 0,
              created_at: product.created_at,
            })),
          )
          .execute();
      }
    }

    const professionIds = new Map<string, string>();
    for (const profession of DEMO_PROFESSIONS) {
      const { profession_id } = await trx
        .insertInto('professions')
        .values({
          auth_user_id: owner(profession.owner),
          title: profession.title,
          description: profession.description,
          profession_type_id: names.professionType(profession.type),
          availability_hours: profession.availabilityHours,
          contact_phone: profession.contactPhone,
          hourly_rate_kobo: profession.hourlyRateKobo,
          profile_picture: pictures.profession(profession.title),
          landmark: profession.landmark,
          latitude: profession.latitude,
          longitude: profession.longitude,
          ...names.place(profession.city, profession.neighborhood),
          created_at: at(profession.daysAgo),
          updated_at: at(profession.daysAgo),
        })
        .returning('profession_id')
        .executeTakeFirstOrThrow();
      professionIds.set(profession.owner, profession_id);
    }

    const posts = await trx
      .insertInto('posts')
      .values(
        DEMO_POSTS.map((post) => ({
          user_id: owner(post.author),
          business_id: post.about === 'business' ? (businessIds.get(post.author) ?? null) : null,
          profession_id: post.about === 'profession' ? (professionIds.get(post.author) ?? null) : null,
          content: post.content,
          created_at: at(post.daysAgo),
          updated_at: at(post.daysAgo),
        })),
      )
      .returning(['post_id', 'user_id', 'created_at'])
      .execute();

    const byUsername = (map: Map<string, string>, what: string) => (username: string) => {
      const id = map.get(username);
      if (!id) throw new Error(`Demo data has no ${what} for "${username}"`);
      return id;
    };
    await seedDemoPeople(
      trx,
      {
        user: owner,
        businessOf: byUsername(businessIds, 'business'),
        professionOf: byUsername(professionIds, 'profession'),
        mainPosts: posts
          .filter((post) => post.user_id === owner(DEMO_MAIN_USERNAME))
          .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())
          .map((post) => post.post_id),
        at,
      },
      DEMO_MAIN_USERNAME,
    );
    await seedDemoReviews(trx, {
      user: owner,
      businessOf: byUsername(businessIds, 'business'),
      professionOf: byUsername(professionIds, 'profession'),
      at,
    });

    await seedDemoVideos(trx, { user: owner, businessOf: byUsername(businessIds, 'business'), now });

    await seedDemoPlans(trx, { passwordHash, now, user: (username) => userIds.get(username), picture: pictures.business });
    await seedDemoContent(trx, { user: owner, now });
    await seedDemoAds(trx, { user: owner, picture: pictures.business, now });

    // Marked as seeded only once every picture is stored: a failed drawing rolls the demo back, to be tried again.
    await stored;
    await trx.insertInto('app_state').values({ key: SEEDED_KEY, value: now.toISOString() }).execute();
  });
  return true;
}
