import type { PaymentStatusView } from '../../../shared/schemas/payments';
import { isoString } from '../../kit/listings/listing-mapping';
import type { PaymentRow } from './payments.repository';

// How billing shows a payment: the API's view of it, and money, dates and links in its notifications and emails.

export const SUBSCRIPTION_LINK = '/app/account?tab=subscription';
export const ADS_LINK = '/app/ads';

// Made once: `toLocaleString` with options builds a formatter on every call, which a burst of receipts felt.
const NAIRA = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });

export const naira = (kobo: number) => `₦${NAIRA.format(kobo / 100)}`;
export const longDate = (date: Date) => LONG_DATE.format(date);

export function toView(row: PaymentRow): PaymentStatusView {
  return {
    reference: row.reference,
    status: row.status,
    amount: Number(row.amount_kobo),
    currency: 'NGN',
    plan: row.plan_id ?? 'free',
    method: row.method,
    createdAt: isoString(row.created_at),
    paidAt: row.paid_at ? isoString(row.paid_at) : null,
    purpose: row.purpose,
    advertisement:
      row.purpose === 'advertisement' && row.ad_id
        ? { adId: Number(row.ad_id), title: row.ad_title ?? '', durationDays: row.ad_duration_days ?? 0 }
        : null,
  };
}
