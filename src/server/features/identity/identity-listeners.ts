import { IDENTITY_REQUEST_DAYS } from '../../../shared/identity';
import { msg, type Translatable } from '../../../shared/i18n/msg';
import type { DomainEventOf, DomainEvents } from '../../domain-events/domain-events';
import type { Notifier } from '../notifications/notifier';

/** Where the member reads their request's state. */
const ACCOUNT_LINK = '/app/account?tab=verification';

type Decided = DomainEventOf<'identity.decided'>;

/** What the member reads of each outcome, each said whole so that it can be translated. */
const OUTCOME_MESSAGES: Record<Decided['outcome'], (event: Decided) => string | Translatable> = {
  approved: () => msg('Your identity is verified. The “Verified identity” badge now shows on your profile, listings and messages.'),
  rejected: ({ documentType, reason }) =>
    msg(
      'Your identity verification ({document, select, nin_slip {NIN slip} drivers_licence {Driver’s licence} international_passport {International passport} other {Voter’s card}}) was not approved, and your photos were deleted. You can send a new request from Account → Verification. Reason: {reason}',
      { document: documentType, reason: reason ?? '' },
    ),
  expired: () =>
    msg(
      'Your identity verification request was not reviewed within {days} days, so it and your photos were deleted. You can send a new request from Account → Verification.',
      { days: IDENTITY_REQUEST_DAYS },
    ),
};

/** The member hears how their identity request ended: approved, rejected (with the reason) or expired unread. */
export function listenToIdentityEvents(events: DomainEvents, deps: { notifier: Notifier }): void {
  events.on('identity.decided', (event) =>
    deps.notifier.notify({
      userId: event.userId,
      kind: 'moderation',
      actorId: null,
      message: OUTCOME_MESSAGES[event.outcome](event),
      link: ACCOUNT_LINK,
    }),
  );
}
