import type { DomainEvents } from '../../domain-events/domain-events';
import type { AnalyticsRecorder } from './analytics-recorder';

/** Domain events that owner analytics count. Buffered: a failed batch is logged by the recorder, never the emitter's error. */
export function listenToAnalyticsEvents(events: DomainEvents, recorder: AnalyticsRecorder): void {
  const quietly = (done: Promise<void>) => void done.catch(() => undefined);
  events.on('listing.viewed', async ({ kind, listingId, viewer }) => quietly(recorder.view(kind, listingId, viewer)));
  events.on('listings.appeared', async ({ surface, listings, words }) => quietly(recorder.appeared(surface, listings, words)));
  events.on('listing.saved', async ({ kind, listingId }) => quietly(recorder.record(kind, listingId, 'saves')));
  events.on('listing.followed', async ({ kind, listingId }) => quietly(recorder.record(kind, listingId, 'follows')));
  events.on('listing.reviewed', async ({ kind, listingId }) => quietly(recorder.record(kind, listingId, 'reviews')));
}
