import { msg } from '../../shared/i18n/msg';
import { LANGUAGE_INFO } from '../../shared/i18n/languages';
import { perLocale, t } from './i18n';

/*
 * Browsers have date data for English but not always for Pidgin, Yoruba, Hausa or Igbo (Chromium has none): where
 * they have none, a date is laid out as in Nigerian English and its words — month and weekday names, "at" — are
 * translated from these messages.
 */
const MONTHS = [
  msg('January'),
  msg('February'),
  msg('March'),
  msg('April'),
  msg('May'),
  msg('June'),
  msg('July'),
  msg('August'),
  msg('September'),
  msg('October'),
  msg('November'),
  msg('December'),
];
const SHORT_MONTHS = [
  msg('Jan'),
  msg('Feb'),
  msg('Mar'),
  msg('Apr'),
  msg('Jun'),
  msg('Jul'),
  msg('Aug'),
  msg('Sep'),
  msg('Sept'),
  msg('Oct'),
  msg('Nov'),
  msg('Dec'),
];
const WEEKDAYS = [msg('Sunday'), msg('Monday'), msg('Tuesday'), msg('Wednesday'), msg('Thursday'), msg('Friday'), msg('Saturday')];
const SHORT_WEEKDAYS = [msg('Sun'), msg('Mon'), msg('Tue'), msg('Wed'), msg('Thu'), msg('Fri'), msg('Sat')];
const WORDS = new Set([...MONTHS, ...SHORT_MONTHS, ...WEEKDAYS, ...SHORT_WEEKDAYS, msg('at')]);

export interface DateFormat {
  format(date: Date | number): string;
}

/** A date formatter in the reader's language: `const dayFormat = dateFormatter({ dateStyle: 'medium' })`, then `dayFormat().format(date)`. */
export function dateFormatter(options: Intl.DateTimeFormatOptions): () => DateFormat {
  return perLocale((locales): DateFormat => {
    if (Intl.DateTimeFormat.supportedLocalesOf(locales[0]).length > 0) return new Intl.DateTimeFormat(locales, options);
    const english = new Intl.DateTimeFormat(LANGUAGE_INFO.en.locale, options);
    return {
      format: (date) =>
        english
          .formatToParts(date)
          .map(({ value }) => {
            const word = value.trim();
            return WORDS.has(word) ? value.replace(word, t(word)) : value;
          })
          .join(''),
    };
  });
}
