import type { Experience } from '../../../shared/schemas/listings';
import type { Viewer } from '../../auth/session';
import { notFound } from '../../http/errors';
import { assertOwner } from '../../kit/ownership';
import type { ListingDeps } from '../../kit/service-deps';
import { professionsService } from '../listings/listings.service';
import { experienceRepository, type ExperienceValues } from './experience.repository';
import { msg } from '../../../shared/i18n/msg';

type ExperienceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof experienceRepository>['find']>>>;

const NOT_FOUND = msg('Experience entry not found');
const MESSAGES = { notFound: NOT_FOUND, forbidden: msg('You can only change the experience of your own profession') };

const toExperience = (row: ExperienceRow): Experience => ({
  experienceId: Number(row.experience_id),
  professionId: Number(row.profession_id),
  type: row.type,
  title: row.title,
  organization: row.organization,
  startDate: row.start_date,
  endDate: row.end_date,
  current: row.is_current,
  description: row.description,
});

export function experienceService(deps: ListingDeps) {
  const repo = experienceRepository(deps.db);
  const professions = professionsService(deps);

  async function get(experienceId: number): Promise<Experience> {
    const row = await repo.find(experienceId);
    if (!row) throw notFound(NOT_FOUND);
    return toExperience(row);
  }

  async function assertOwns(viewer: Viewer, experienceId: number): Promise<void> {
    assertOwner((await repo.find(experienceId))?.owner_id, viewer.userId, MESSAGES);
  }

  return {
    async list(professionId: number): Promise<Experience[]> {
      await professions.ownerOf(professionId);
      return (await repo.listByProfession(professionId)).map(toExperience);
    },

    async create(viewer: Viewer, professionId: number, values: ExperienceValues): Promise<Experience> {
      await professions.assertOwns(viewer, professionId);
      return get(await repo.insert(professionId, values));
    },

    async update(viewer: Viewer, experienceId: number, values: ExperienceValues): Promise<Experience> {
      await assertOwns(viewer, experienceId);
      await repo.update(experienceId, values);
      return get(experienceId);
    },

    async remove(viewer: Viewer, experienceId: number): Promise<void> {
      await assertOwns(viewer, experienceId);
      await repo.delete(experienceId);
    },
  };
}
