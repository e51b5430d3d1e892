import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { MessageValues, Translatable } from '../../../shared/i18n/msg';
import { english, translate } from '../../i18n/translate';

/** A notification's text: a message written with `msg('…')`, with its values or not. */
export type NotificationText = string | Translatable;

/** The longest `message` column allows. */
const MESSAGE_MAX = 500;

/** Cut to `max` characters (never half an emoji), with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** What a notification's row keeps: the English text, and the message with its values to translate when shown. */
export function storedText(text: NotificationText): { message: string; template: string; values: string } {
  const { message, values } = typeof text === 'string' ? { message: text, values: {} } : text;
  return { message: clip(english(text), MESSAGE_MAX), template: message, values: JSON.stringify(values) };
}

/** A stored notification's text in a language; a row from before migration 0036 has only its English text. */
export function shownText(
  language: Language | null,
  row: { message: string; message_template: string | null; message_values: MessageValues | null },
): string {
  const reader = language ?? DEFAULT_LANGUAGE;
  if (reader === DEFAULT_LANGUAGE || row.message_template === null) return row.message;
  return translate(reader, { message: row.message_template, values: row.message_values ?? {} });
}

/** A new notification's text in its reader's language (null: not chosen yet, English); `stored` is its English. */
export function textIn(language: Language | null, text: NotificationText, stored: string): string {
  const reader = language ?? DEFAULT_LANGUAGE;
  return reader === DEFAULT_LANGUAGE ? stored : translate(reader, text);
}

/**
 * An email's text in the reader's language: one message, or lines joined, where a line is a message with its values
 * (`msg('Hello,', {})` for one without) or, as a string, kept as written (a link, a quote of what a member wrote).
 */
export function emailText(language: Language | null, text: NotificationText | NotificationText[]): string {
  const say = (part: NotificationText) => translate(language ?? DEFAULT_LANGUAGE, part);
  return Array.isArray(text) ? text.map((line) => (typeof line === 'string' ? line : say(line))).join('\n') : say(text);
}
