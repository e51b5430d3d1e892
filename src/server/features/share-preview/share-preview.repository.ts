import type { Db } from '../../db/database';

/**
 * What a shared link may show: never anything staff hid or a suspended member owns (`hidden`, decision 0018), nor
 * anything deleted (no row).
 */
export function sharePreviewRepository(db: Db) {
  return {
    business: (id: number) =>
      db
        .selectFrom('businesses')
        .select(['name as title', 'description', 'profile_picture as picture'])
        .where('business_id', '=', String(id))
        .where('hidden', 'is', null)
        .executeTakeFirst(),
    profession: (id: number) =>
      db
        .selectFrom('professions')
        .innerJoin('users', 'users.user_id', 'professions.auth_user_id')
        .select(['professions.title', 'professions.description', 'professions.profile_picture as picture', 'users.full_name as ownerName'])
        .where('profession_id', '=', String(id))
        .where('professions.hidden', 'is', null)
        .executeTakeFirst(),
    event: (id: number) =>
      db
        .selectFrom('events')
        .innerJoin('users', 'users.user_id', 'events.user_id')
        .select(['events.title', 'events.description', 'events.starts_at', 'events.location', 'users.full_name as organiser'])
        .where('event_id', '=', String(id))
        .where('events.hidden', 'is', null)
        .executeTakeFirst(),
    /** A member whose profile page opens (as GET /members/{userId}/content answers it). */
    member: (userId: string) => db.selectFrom('users').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
    /** A video anyone with the link may watch: ready, public or unlisted (with its key), and not hidden by staff. */
    video: (id: number) =>
      db
        .selectFrom('videos')
        .innerJoin('users', 'users.user_id', 'videos.owner_id')
        .select([
          'videos.title',
          'videos.description',
          'videos.privacy',
          'videos.poster_key',
          'videos.renditions',
          'videos.share_key',
          'users.full_name as ownerName',
        ])
        .where('video_id', '=', String(id))
        .where('status', '=', 'ready')
        .where('privacy', '!=', 'private')
        .where('videos.hidden', 'is', null)
        .executeTakeFirst(),
  };
}
