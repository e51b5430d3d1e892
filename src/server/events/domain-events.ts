/** A listing kind as events name it. */
type ListingKind = 'business' | 'profession';

/** Something that happened in the domain, after it was stored; listeners do the side work (notifications, counters). */
export type DomainEvent =
  | { type: 'post.liked'; postId: number; actorId: string }
  | { type: 'post.commented'; postId: number; actorId: string; content: string }
  | { type: 'post.published'; kind: ListingKind; listingId: number; postId: number }
  | { type: 'listing.reviewed'; kind: ListingKind; listingId: number; actorId: string; review: { rating: number; text: string } }
  | { type: 'listing.followed'; kind: ListingKind; listingId: number; actorId: string; followerCount: number }
  | { type: 'listing.saved'; kind: ListingKind; listingId: number; actorId: string }
  /** A listing profile was read by someone other than its owner; `viewer` is a member id or IP + user agent, never stored. */
  | { type: 'listing.viewed'; kind: ListingKind; listingId: number; viewer: string }
  /** Listings returned on a page of search results (with the words searched) or of a nearby list. */
  | { type: 'listings.appeared'; surface: 'search' | 'nearby'; listings: { kind: ListingKind; listingId: number }[]; words: string[] }
  | { type: 'connection.requested'; requester: { userId: string; fullName: string }; addresseeId: string }
  | { type: 'connection.accepted'; addressee: { userId: string; fullName: string }; requesterId: string }
  | { type: 'connection.changed'; memberIds: [string, string] };

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
