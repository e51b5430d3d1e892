import { pageOrigin } from './first-screen';
import { normalizePhone } from '../../shared/phone';
import { t } from './i18n';
import type { Place, RatingSummary } from '../../shared/schemas/listings';
import { dateFormatter } from './date-format';

/** "neighbourhood, city, state, country" (with the landmark first when asked: "Landmark · …"); empty when nothing is known. */
export function formatPlace(place: Place, options: { landmark?: boolean } = {}): string {
  const area = [place.neighborhood, place.city, place.state, place.country]
    .map((part) => part?.name)
    .filter(Boolean)
    .join(', ');
  return [options.landmark ? place.landmark?.trim() : null, area].filter(Boolean).join(' · ');
}

export const hasCoordinates = (place: Place): place is Place & { latitude: number; longitude: number } =>
  place.latitude !== null && place.longitude !== null;

/** "4.3 (12 reviews)", or null when there are none. */
export function ratingText(rating: RatingSummary): string | null {
  if (!rating.count || rating.average === null) return null;
  return t('{average} ({count, plural, one {# review} other {# reviews}})', {
    average: rating.average.toFixed(1),
    count: rating.count,
  });
}

const monthFormat = dateFormatter('MMM y', { utc: true });
/** "2021-03" → "Mar 2021". */
export function formatMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  if (!year || !month) return yearMonth;
  return monthFormat(new Date(Date.UTC(year, month - 1, 1)));
}

const dayFormat = dateFormatter('d MMM y');
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat(date);
}

const dateTimeFormat = dateFormatter('d MMM y at HH:mm');
/** "1 Dec 2026 at 21:04" (Lagos time, the words translated): a moment where the day alone is not enough. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(date);
}

/** The public address of a listing, for sharing and WhatsApp messages. */
export const publicUrl = (kind: 'business' | 'profession', id: number) => `${pageOrigin()}/${kind}/${id}`;

/** "+2348031234567" → "+234 803 123 4567"; other numbers as stored. */
export function formatPhone(phone: string): string {
  const normalized = normalizePhone(phone) ?? phone;
  const match = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(normalized);
  return match ? `+234 ${match[1]} ${match[2]} ${match[3]}` : normalized;
}

/** "https://www.adas-stitches.ng/shop" → "adas-stitches.ng". */
export function websiteHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The tel: address of a phone number, in international form when we can tell it. */
export const telHref = (phone: string) => `tel:${normalizePhone(phone) ?? phone.replace(/[^\d+]/g, '')}`;

/** "15", "12.5", "33.33": a percentage without trailing zeros. */
export const formatPercent = (percent: number) => String(Number(percent.toFixed(2)));
