import type { IdDocumentType } from '../../shared/identity';
import type { PlanId } from '../../shared/plans';
import type { ReportKind } from '../../shared/schemas/moderation';

/** A listing kind as events name it. */
type ListingKind = 'business' | 'profession';

/** Something that happened in the domain, after it was stored; listeners do the side work (notifications, counters). */
export type DomainEvent =
  | { type: 'post.liked'; postId: number; actorId: string }
  | { type: 'post.commented'; postId: number; actorId: string; content: string }
  | { type: 'post.published'; kind: ListingKind; listingId: number; postId: number }
  | {
      type: 'listing.reviewed';
      kind: ListingKind;
      listingId: number;
      ownerId: string;
      actorId: string;
      review: { rating: number; text: string };
    }
  | { type: 'listing.followed'; kind: ListingKind; listingId: number; actorId: string; followerCount: number }
  | { type: 'listing.saved'; kind: ListingKind; listingId: number; actorId: string }
  /** A listing profile was read by someone other than its owner; `viewer` is a member id or IP + user agent, never stored. */
  | { type: 'listing.viewed'; kind: ListingKind; listingId: number; viewer: string }
  /** Listings returned on a page of search results (with the words searched) or of a nearby list. */
  | { type: 'listings.appeared'; surface: 'search' | 'nearby'; listings: { kind: ListingKind; listingId: number }[]; words: string[] }
  | { type: 'connection.requested'; requester: { userId: string; fullName: string }; addresseeId: string }
  | { type: 'connection.accepted'; addressee: { userId: string; fullName: string }; requesterId: string }
  | { type: 'connection.changed'; memberIds: [string, string] }
  /** A message was stored; its receiver hears of it later unless they read it first. */
  | { type: 'message.sent'; conversationId: number; senderId: string; receiverId: string }
  | { type: 'announcement.published'; announcementId: number; author: { userId: string; fullName: string }; title: string }
  /** A member answered a calendar event (going or interested; not a place on the waiting list). */
  | { type: 'event.answered'; eventId: number; organiserId: string; userId: string; status: 'going' | 'interested' }
  /** A calendar event's waiting member got a place (an RSVP left, or the capacity was raised). */
  | { type: 'event.place-opened'; eventId: number; userId: string; title: string; startsAt: string }
  | { type: 'event.cancelled'; eventId: number; organiserId: string; title: string; startsAt: string; memberIds: string[] }
  /** A calendar event's reminder is due (claimed once); `memberIds` are those going. */
  | { type: 'event.reminder-due'; eventId: number; title: string; startsAt: string; location: string; memberIds: string[] }
  /** A video's processing ended, ready or failed; its row says which. */
  | { type: 'video.processed'; videoId: number }
  | {
      type: 'identity.decided';
      userId: string;
      outcome: 'approved' | 'rejected' | 'expired';
      documentType: IdDocumentType;
      reason: string | null;
    }
  /** Staff closed the reports about something: the reporters hear the outcome, never who else reported. */
  | { type: 'reports.closed'; reporters: string[]; kind: ReportKind; outcome: 'dismissed' | 'removed' | 'suspended' }
  | { type: 'content.hidden'; ownerId: string; kind: ReportKind; reason: string }
  | { type: 'content.restored'; ownerId: string; kind: ReportKind; reason: string }
  | { type: 'member.unsuspended'; userId: string }
  /** A payment's plan is active (told once, by the job after its activation); `endsAt` is when the plan now ends. */
  | { type: 'plan.paid'; userId: string; amountKobo: number; planId: PlanId; endsAt: string | null }
  /** A payment's advertisement is running (told once, by the job after its activation), until `endsAt`. */
  | { type: 'ad.paid'; userId: string; amountKobo: number; title: string; endsAt: string | null }
  /** A refund ended the plan that payment set: the member is on Free. */
  | { type: 'plan.refunded'; userId: string; reference: string; planId: PlanId }
  /** A plan reached its end and the charge of the saved card to renew it failed. */
  | { type: 'plan.renewal-failed'; userId: string; planId: PlanId }
  /** A paid plan reached its end unrenewed: the member is on Free. */
  | { type: 'plan.ended'; userId: string; planId: PlanId }
  /** A paid plan is in its last days (claimed once per end date); `renewing` when the saved card will be charged. */
  | { type: 'plan.ending'; userId: string; planId: PlanId; endsAt: string; renewing: boolean };

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
export type DomainListener<T extends DomainEventType> = (event: DomainEventOf<T>) => Promise<void>;

export interface DomainEvents {
  on<T extends DomainEventType>(type: T, listener: DomainListener<T>): void;
  /**
   * Runs every listener of the event and waits for them; a listener's failure is logged and never fails or undoes what
   * the emitting service already did. Work that must survive a crash is queued as a job by its listener.
   */
  emit(event: DomainEvent): Promise<void>;
}

export function domainEvents(log: { warn(obj: object, msg: string): void }): DomainEvents {
  // Each list holds listeners of its own type only (on() files them by type), so a call with an event of that type fits.
  const listeners = new Map<DomainEventType, Array<(event: DomainEvent) => Promise<void>>>();
  return {
    on(type, listener) {
      const list = listeners.get(type) ?? [];
      list.push(listener as (event: DomainEvent) => Promise<void>);
      listeners.set(type, list);
    },
    async emit(event) {
      await Promise.all(
        (listeners.get(event.type) ?? []).map((listener) =>
          listener(event).catch((error: unknown) => log.warn({ err: error, event: event.type }, 'domain event listener failed')),
        ),
      );
    },
  };
}
