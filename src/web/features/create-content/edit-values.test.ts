import { describe, expect, it } from 'vitest';
import { eventValues, noticeValues } from './edit-values';

const author = { userId: 'u', fullName: 'A', username: 'a' };

describe('edit dialog values', () => {
  it('read dates and times in Lagos time, whatever the device’s zone', () => {
    // 23:30 UTC on the 4th is 00:30 on the 5th in Lagos.
    const event = eventValues({
      eventId: 1,
      title: 't',
      description: 'd',
      startsAt: '2031-03-04T23:30:00.000Z',
      location: 'l',
      maxAttendees: null,
      goingCount: 0,
      interestedCount: 0,
      waitingCount: 0,
      cancelled: false,
      organiser: author,
      place: null,
      myStatus: null,
      isOrganiser: true,
      createdAt: '2031-03-01T00:00:00.000Z',
    });
    expect(event).toMatchObject({ date: '2031-03-05', time: '00:30' });
    // A notice expiring at the end of 5 March (Lagos) is 22:59:59.999 UTC that day.
    const notice = noticeValues({
      noticeId: 1,
      title: 't',
      content: 'c',
      location: null,
      expiresAt: '2031-03-05T22:59:59.999Z',
      author,
      place: null,
      createdAt: '2031-03-01T00:00:00.000Z',
    });
    expect(notice).toMatchObject({ expiryDate: '2031-03-05', location: '' });
  });
});
