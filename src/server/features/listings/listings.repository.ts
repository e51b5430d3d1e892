import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { PlacePrecision } from '../../../shared/placement';
import { plannedDb, type Db } from '../../db/database';
import { reusableQuery } from '../../db/reusable-query';
import type { Database } from '../../db/schema';
import { asKey } from '../../kit/as-key.sql';
import { likeSelections } from '../../kit/likes.sql';
import { placeSelections, type ListingAlias } from '../../kit/listings/place.repository';
import { ratingSelection } from '../../kit/listings/rating.sql';
import type { ListingStorage } from './listing-kinds';
import { planRankOf } from '../billing/subscriptions.repository';
import { positionColumns, type Position } from '../placement/placement.repository';
import { retryOnDeadlock } from '../../db/retry-on-deadlock';

/** The columns every listing table shares, selected under the alias `listing`. */
type SharedColumns = ListingAlias['listing'] & {
  auth_user_id: string;
  description: string | null;
  contact_phone: string | null;
  profile_picture: string | null;
  created_at: Date;
  plan_rank: number;
};

/** A listing as read: shared columns, its id as `listing_id`, its type, place, rating, likes and its kind's own columns. */
export type ListingRow = Omit<
  SharedColumns,
  'country_id' | 'state_id' | 'city_id' | 'neighborhood_id' | 'landmark' | 'latitude' | 'longitude' | 'place_precision' | 'place_id'
> & {
  listing_id: string;
  owner_full_name: string;
  owner_username: string;
  owner_identity_verified: boolean;
  contact_phone_verified: boolean;
  listing_type: { id: number; name: string; icon: string } | null;
  country: { id: number; name: string } | null;
  state: { id: number; name: string } | null;
  city: { id: number; name: string } | null;
  neighborhood: { id: number; name: string } | null;
  landmark: string | null;
  latitude: number | null;
  longitude: number | null;
  place_precision: PlacePrecision;
  place_id: number | null;
  place_label: string | null;
  rating: { average: number | null; count: number } | null;
  like_count: number;
  liked_by_me: boolean;
  own: Record<string, unknown>;
};

/**
 * Businesses and professions through one set of statements: the kind's storage description names its table, id,
 * type table and own columns. Each statement is the one the two twins used to run.
 */
export function listingsRepository(db: Db, storage: ListingStorage) {
  const table = sql.table(storage.table);
  const id = sql.ref(storage.id);
  const listingId = sql.ref(`listing.${storage.id}`);
  // Writes name the kind's table at run time; the kind's description maps its values to that table's columns.
  const writer = db as unknown as Kysely<Record<string, Record<string, unknown>>>;

  const selectListings = (viewerId: string | null, from: Db = db) =>
    (from as unknown as Kysely<Database & { listing: SharedColumns }>)
      .selectFrom(sql<SharedColumns>`${table}`.as('listing'))
      .innerJoin('users as owner', 'owner.user_id', 'listing.auth_user_id')
      // The owner's account row, by its key, in the same statement: the number they proved by code (issue 40.4).
      .innerJoin('auth_user as owner_account', 'owner_account.id', 'listing.auth_user_id')
      .select((eb) => [
        sql<string>`${listingId}`.as('listing_id'),
        'listing.auth_user_id',
        'owner.full_name as owner_full_name',
        'owner.username as owner_username',
        sql<boolean>`owner.identity_verified_at IS NOT NULL`.as('owner_identity_verified'),
        'listing.description',
        'listing.contact_phone',
        sql<boolean>`(owner_account.phone_number_verified AND owner_account.phone_number IS NOT DISTINCT FROM listing.contact_phone)`.as(
          'contact_phone_verified',
        ),
        'listing.profile_picture',
        'listing.created_at',
        'listing.plan_rank',
        sql<Record<string, unknown>>`json_build_object(${sql.join(
          storage.ownColumns.flatMap((column) => [sql.lit(column), sql.ref(`listing.${column}`)]),
        )})`.as('own'),
        sql<ListingRow['listing_type']>`(
          SELECT json_build_object('id', t.${sql.ref(storage.typeId)}, 'name', t.name, 'icon', t.icon)
            FROM ${sql.table(storage.typeTable)} t WHERE t.${sql.ref(storage.typeId)} = ${sql.ref(`listing.${storage.typeId}`)}
        )`.as('listing_type'),
        ...placeSelections(eb),
        ratingSelection(eb, storage.id),
        ...likeSelections(storage.id, `listing.${storage.id}`, viewerId),
      ])
      // A listing hidden by staff, or with its owner suspended, is gone from every page (decision 0018).
      .where(sql<boolean>`listing.hidden IS NULL`);

  const asRows = (query: Promise<unknown>) => query as Promise<ListingRow[]>;
  const byId = (value: string): RawBuilder<boolean> => sql<boolean>`${listingId} = ${value}`;
  const byIds = (values: string): RawBuilder<boolean> => sql<boolean>`${listingId} = ANY(${values}::bigint[])`;
  const cardDb = () => plannedDb(db, 'byKey');

  // The hot reads (a listing's page; the cards of feeds and search) are compiled once, for visitors and for members.
  const findAsVisitor = reusableQuery<[string], unknown>(
    () => db,
    1,
    (listing) => selectListings(null).where(byId(listing!)),
  );
  const findAsMember = reusableQuery<[string, string], unknown>(
    () => db,
    2,
    (listing, viewer) => selectListings(viewer!).where(byId(listing!)),
  );
  const manyAsVisitor = reusableQuery<[string[]], unknown>(cardDb, 1, (ids) => selectListings(null, cardDb()).where(byIds(ids!)));
  const manyAsMember = reusableQuery<[string[], string], unknown>(cardDb, 2, (ids, viewer) =>
    selectListings(viewer!, cardDb()).where(byIds(ids!)),
  );

  return {
    find: async (listing: number, viewerId: string | null) =>
      (await asRows(viewerId === null ? findAsVisitor(String(listing)) : findAsMember(String(listing), viewerId)))[0],

    /** These listings (any order; unknown ids are left out), for lists built elsewhere such as search. */
    findMany: (ids: number[], viewerId: string | null) =>
      ids.length === 0
        ? Promise.resolve([])
        : asRows(viewerId === null ? manyAsVisitor(ids.map(String)) : manyAsMember(ids.map(String), viewerId)),

    listByOwner: (userId: string) =>
      asRows(
        selectListings(userId)
          .where('listing.auth_user_id', '=', userId)
          .orderBy('listing.created_at', 'desc')
          .orderBy(sql`${listingId}`, 'desc')
          .execute(),
      ),

    ownerOf: async (listing: number) => {
      const { rows } = await sql<{ auth_user_id: string }>`
        SELECT auth_user_id FROM ${table} WHERE ${id} = ${String(listing)} AND hidden IS NULL`.execute(db);
      return rows[0]?.auth_user_id ?? null;
    },

    typeExists: async (typeId: number) => {
      const { rows } = await sql`SELECT 1 FROM ${sql.table(storage.typeTable)} WHERE ${sql.ref(storage.typeId)} = ${asKey(typeId)}`.execute(
        db,
      );
      return rows.length > 0;
    },

    /**
     * Inserts unless the owner already has `max` listings of the kind; null when the limit is reached. The owner's
     * member row is locked for the count, so two requests at once cannot both slip under the limit.
     */
    insertWithinLimit: (userId: string, max: number, columns: Record<string, unknown>, position: Position | null) =>
      retryOnDeadlock(() =>
        db.transaction().execute(async (trx) => {
          await trx.selectFrom('users').select('user_id').where('user_id', '=', userId).forUpdate().execute();
          const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM ${table} WHERE auth_user_id = ${userId}`.execute(
            trx,
          );
          if ((rows[0]?.count ?? 0) >= max) return null;
          const row = await (trx as unknown as typeof writer)
            .insertInto(storage.table)
            .values({ auth_user_id: userId, plan_rank: planRankOf(userId), ...columns, ...positionColumns(position) })
            .returning(storage.id)
            .executeTakeFirstOrThrow();
          return Number(row[storage.id]);
        }),
      ),

    update: (listing: number, columns: Record<string, unknown>, position: Position | null) =>
      writer
        .updateTable(storage.table)
        .set({ ...columns, ...positionColumns(position), updated_at: sql`now()` })
        .where(storage.id, '=', String(listing))
        .execute(),

    /**
     * Deletes the listing (what it holds goes by cascade) and returns every picture URL it held: its own and, for a
     * business, its products' (locked first, so an image added meanwhile either is listed here or fails its insert).
     */
    deleteReturningImages: (listing: number) =>
      db.transaction().execute(async (trx) => {
        const held = storage.holdsProducts
          ? await trx
              .selectFrom('products')
              .leftJoin('product_images', 'product_images.product_id', 'products.product_id')
              .select('product_images.image_url')
              .where('products.business_id', '=', String(listing))
              .forUpdate('products')
              .execute()
          : [];
        const { rows } = await sql<{ profile_picture: string | null }>`
          DELETE FROM ${table} WHERE ${id} = ${String(listing)} RETURNING profile_picture`.execute(trx);
        return [rows[0]?.profile_picture ?? null, ...held.map((row) => row.image_url)];
      }),
  };
}
