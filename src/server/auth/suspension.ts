import { SUPPORT_EMAIL } from '../../shared/brand';

/** What a suspended member reads when signing in: why, until when, and how to appeal. */
export function suspendedMessage(suspension: { suspended_until: Date | string | null; suspension_reason: string | null }): string {
  const until = suspension.suspended_until
    ? ` until ${new Date(suspension.suspended_until).toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : '';
  const reason = suspension.suspension_reason ? ` Reason: ${suspension.suspension_reason}.` : '';
  return `This account is suspended${until}.${reason} To appeal, email ${SUPPORT_EMAIL} from the account's address.`;
}
