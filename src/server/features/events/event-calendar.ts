/** An iCalendar (RFC 5545) file for one event, so "Add to calendar" works in every calendar app. */
export interface CalendarEvent {
  eventId: number;
  title: string;
  description: string;
  location: string;
  startsAt: Date;
  url: string;
  organiser: string;
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** Text values escape backslash, semicolon, comma and newlines. */
const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const LINE_OCTETS = 75;
const octets = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * Lines longer than 75 octets are folded (a CRLF and a space, which counts on the next line), by octets and never inside
 * a character: Yoruba, Hausa and Igbo titles carry letters of two and three octets.
 */
export function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  for (const character of line) {
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets(part) + octets(character) > limit) {
      parts.push(part);
      part = '';
    }
    part += character;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

export function eventCalendar(event: CalendarEvent, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//LocalHub//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.eventId}@localhub`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(event.startsAt)}`,
    // The form has no end time: two hours is shown as the default length.
    'DURATION:PT2H',
    `SUMMARY:${escape(event.title)}`,
    `DESCRIPTION:${escape(`${event.description}\n\nOrganised by ${event.organiser}. ${event.url}`)}`,
    `LOCATION:${escape(event.location)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
