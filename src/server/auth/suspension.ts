import { SUPPORT_EMAIL } from '../../shared/brand';
import { msg, type Translatable } from '../../shared/i18n/msg';

/** What a suspended member reads when signing in: why, until when, and how to appeal. */
export function suspendedMessage(suspension: { suspended_until: Date | string | null; suspension_reason: string | null }): Translatable {
  const until = suspension.suspended_until ? new Date(suspension.suspended_until).toISOString().slice(0, 16).replace('T', ' ') : '';
  const reason = suspension.suspension_reason ?? '';
  return msg(
    "This account is suspended{hasUntil, select, yes { until {until} UTC} other {}}.{hasReason, select, yes { Reason: {reason}.} other {}} To appeal, email {email} from the account's address.",
    { hasUntil: until ? 'yes' : 'no', until, hasReason: reason ? 'yes' : 'no', reason, email: SUPPORT_EMAIL },
  );
}
