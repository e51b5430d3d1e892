/**
 * Normalises a phone number for storage and WhatsApp links. Nigerian numbers become +234XXXXXXXXXX
 * (from 0803…, 803…, 234803…, +234 803…); other international numbers keep their + and digits.
 * Returns null when the input is not a plausible phone number.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const digits = trimmed.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  const bare = digits.replace(/^\+/, '');
  if (/^0[789][01]\d{8}$/.test(bare)) return `+234${bare.slice(1)}`;
  if (/^[789][01]\d{8}$/.test(bare)) return `+234${bare}`;
  if (/^234[789][01]\d{8}$/.test(bare)) return `+${bare}`;
  if (/^2340[789][01]\d{8}$/.test(bare)) return `+234${bare.slice(4)}`;
  if (/^0[1-9]\d{6,9}$/.test(bare) && !digits.startsWith('+')) return `+234${bare.slice(1)}`;
  if (digits.startsWith('+') && bare.length >= 8 && bare.length <= 15) return `+${bare}`;
  return null;
}

/** wa.me wants digits only, with the country code. */
export const whatsappNumber = (phone: string) => normalizePhone(phone)?.replace(/^\+/, '') ?? null;
