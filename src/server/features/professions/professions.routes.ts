import { myProfessionsSchema, professionInputSchema, professionSchema } from '../../../shared/schemas/listings';
import { listingRoutes } from '../listings-common/listing-routes';
import { professionsService } from './professions.service';

export const professionsRoutes = listingRoutes({
  tags: ['professions'],
  schemas: { input: professionInputSchema, item: professionSchema, mine: myProfessionsSchema },
  service: ({ db, images }, log) => professionsService({ db, images, log }),
});
