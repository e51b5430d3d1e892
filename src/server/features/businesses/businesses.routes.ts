import { businessInputSchema, businessSchema, myBusinessesSchema } from '../../../shared/schemas/listings';
import { listingRoutes } from '../listings-common/listing-routes';
import { businessesService } from './businesses.service';

export const businessesRoutes = listingRoutes({
  tags: ['businesses'],
  schemas: { input: businessInputSchema, item: businessSchema, mine: myBusinessesSchema },
  service: ({ db, images }, log) => businessesService({ db, images, log }),
});
