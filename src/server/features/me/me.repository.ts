import type { Language } from '../../../shared/i18n/languages';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Theme } from '../../../shared/theme';

export function meRepository(db: Db) {
  return {
    find: (userId: string) =>
      db
        .selectFrom('users')
        .innerJoin('auth_user', 'auth_user.id', 'users.user_id')
        .leftJoin('places', 'places.place_id', 'users.location_place_id')
        .leftJoin('cities', 'cities.city_id', 'users.location_city_id')
        .leftJoin('states', 'states.state_id', 'cities.state_id')
        .select([
          'users.user_id',
          'users.email',
          'users.username',
          'users.full_name',
          'users.bio',
          'users.location_city_id',
          'users.location_place_id',
          'users.birth_year',
          'users.profile_picture',
          'users.theme',
          'users.language',
          'users.created_at',
          'auth_user.email_verified',
          'auth_user.phone_number',
          sql<string | null>`coalesce(places.label, cities.name || ', ' || states.name)`.as('location'),
        ])
        .where('users.user_id', '=', userId)
        .executeTakeFirst(),

    cityExists: async (cityId: number) =>
      Boolean(await db.selectFrom('cities').select('city_id').where('city_id', '=', cityId).executeTakeFirst()),

    /** The member's current place and city (a location update that names neither keeps them). */
    location: (userId: string) =>
      db
        .selectFrom('users')
        .select(['location_place_id as placeId', 'location_city_id as cityId'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** The name lives on the account; a trigger copies it to the member row in the same transaction. */
    updateProfile: (
      userId: string,
      values: { fullName: string; bio: string | null; placeId: number | null; cityId: number | null; birthYear?: number | null },
    ) =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable('auth_user').set({ name: values.fullName, updated_at: new Date() }).where('id', '=', userId).execute();
        await trx
          .updateTable('users')
          .set({
            bio: values.bio,
            location_city_id: values.cityId,
            location_place_id: values.placeId,
            ...(values.birthYear !== undefined ? { birth_year: values.birthYear } : {}),
            updated_at: new Date(),
          })
          .where('user_id', '=', userId)
          .execute();
      }),

    updateTheme: (userId: string, theme: Theme) =>
      db.updateTable('users').set({ theme, updated_at: new Date() }).where('user_id', '=', userId).execute(),

    updateLanguage: (userId: string, language: Language) =>
      db.updateTable('users').set({ language, updated_at: new Date() }).where('user_id', '=', userId).execute(),

    revokeOtherSessions: (userId: string, keepSessionId: string) =>
      db.deleteFrom('auth_session').where('user_id', '=', userId).where('id', '<>', keepSessionId).execute(),
  };
}
