import { sql } from 'kysely';
import type { z } from 'zod';
import type { experienceInputSchema } from '../../../shared/schemas/listings';
import type { Db } from '../../db/database';

export type ExperienceValues = z.output<typeof experienceInputSchema>;

const toColumns = (values: ExperienceValues) => ({
  type: values.type,
  title: values.title,
  organization: values.organization,
  start_date: values.startDate,
  end_date: values.endDate,
  is_current: values.current,
  description: values.description,
});

export function experienceRepository(db: Db) {
  const selectEntries = () =>
    db
      .selectFrom('experience_entries as entry')
      .innerJoin('professions', 'professions.profession_id', 'entry.profession_id')
      .select([
        'entry.experience_id',
        'entry.profession_id',
        'entry.type',
        'entry.title',
        'entry.organization',
        'entry.start_date',
        'entry.end_date',
        'entry.is_current',
        'entry.description',
        'professions.auth_user_id as owner_id',
      ]);

  return {
    find: (experienceId: number) => selectEntries().where('entry.experience_id', '=', String(experienceId)).executeTakeFirst(),

    /** What is current first, then the most recent start. */
    listByProfession: (professionId: number) =>
      selectEntries()
        .where('entry.profession_id', '=', String(professionId))
        .orderBy('entry.is_current', 'desc')
        .orderBy('entry.start_date', 'desc')
        .orderBy('entry.experience_id', 'desc')
        .execute(),

    insert: async (professionId: number, values: ExperienceValues) =>
      Number(
        (
          await db
            .insertInto('experience_entries')
            .values({ profession_id: professionId, ...toColumns(values) })
            .returning('experience_id')
            .executeTakeFirstOrThrow()
        ).experience_id,
      ),

    update: (experienceId: number, values: ExperienceValues) =>
      db
        .updateTable('experience_entries')
        .set({ ...toColumns(values), updated_at: sql`now()` })
        .where('experience_id', '=', String(experienceId))
        .execute(),

    delete: (experienceId: number) => db.deleteFrom('experience_entries').where('experience_id', '=', String(experienceId)).execute(),
  };
}
