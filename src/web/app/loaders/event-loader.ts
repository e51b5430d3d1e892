import { parseId } from '../../features/listing-detail/api';
import { pageLoader } from '../route-data';

/** An event's page (/events/:id and /app/events/:id): the event and, for its organiser, who replied. */
export const eventLoader = pageLoader(async ({ client, params }) => {
  // The page's own module brings these; the app's first script does not carry them (its size budget).
  const { attendeesQuery, eventQuery } = await import('../../features/events/api');
  const eventId = parseId(params.id);
  if (eventId === null) return;
  const event = await client.ensureQueryData(eventQuery(eventId));
  if (event.isOrganiser) await client.ensureQueryData(attendeesQuery(eventId));
});
