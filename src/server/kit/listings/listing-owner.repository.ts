import type { Db } from '../../db/database';

/** A business's or profession's owner and name (a profession's name is its title), for what tells its owner of it. */
export const listingOwnerAndName = (db: Db, kind: 'business' | 'profession', id: number) =>
  kind === 'business'
    ? db.selectFrom('businesses').select(['auth_user_id as owner_id', 'name']).where('business_id', '=', String(id)).executeTakeFirst()
    : db
        .selectFrom('professions')
        .select(['auth_user_id as owner_id', 'title as name'])
        .where('profession_id', '=', String(id))
        .executeTakeFirst();
