import {
  businessInputSchema,
  businessSchema,
  myBusinessesSchema,
  myProfessionsSchema,
  professionInputSchema,
  professionSchema,
} from '../../../shared/schemas/listings';
import { listingRoutes } from '../../kit/listings/listing-routes';
import { businessesService, professionsService } from './listings.service';

export const businessesRoutes = listingRoutes({
  kind: 'business',
  tags: ['businesses'],
  schemas: { input: businessInputSchema, item: businessSchema, mine: myBusinessesSchema },
  service: ({ db, images }, log) => businessesService({ db, images, log }),
});

export const professionsRoutes = listingRoutes({
  kind: 'profession',
  tags: ['professions'],
  schemas: { input: professionInputSchema, item: professionSchema, mine: myProfessionsSchema },
  service: ({ db, images }, log) => professionsService({ db, images, log }),
});
