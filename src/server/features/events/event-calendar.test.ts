import { describe, expect, it } from 'vitest';
import { eventCalendar, fold } from './event-calendar';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('event calendar lines', () => {
  it('folds by octets, at most 75 to a line with the leading space, never inside a character', () => {
    const yoruba = `SUMMARY:${'Ìpàdé àwọn olùtajà aṣọ ní Ọjà Yàbá — ẹ wá, ẹ jẹ́ ká jọ sọ̀rọ̀ nípa ìṣòwò wa '.repeat(3)}`;
    const folded = fold(yoruba);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(octets(line), line).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(yoruba);
    expect(folded).not.toContain('\uFFFD');
  });

  it('leaves a short line as it is and folds long ASCII at 75 octets', () => {
    expect(fold('SUMMARY:Tailoring fair')).toBe('SUMMARY:Tailoring fair');
    const lines = fold(`DESCRIPTION:${'a'.repeat(200)}`).split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 64]);
  });

  it('every line of a whole calendar with a Yoruba title fits', () => {
    const calendar = eventCalendar({
      eventId: 7,
      title: 'Ìpàdé àwọn olùtajà aṣọ ní Ọjà Yàbá fún gbogbo àwọn tí ń ṣe aṣọ',
      description: 'Ẹ wá!',
      location: 'Ọjà Yàbá, Èkó',
      startsAt: new Date('2026-12-20T10:00:00Z'),
      url: 'http://localhost:3000/app/events/7',
      organiser: 'Adaeze',
    });
    for (const line of calendar.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});
