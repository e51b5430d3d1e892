import type { Db } from '../../../src/server/db/database';
import { latestMail } from '../../support/members';

/** Waits (polling, no fixed sleep) for the newest email to an address whose subject matches; returns it. */
export async function mailMatching(db: Db, to: string, subject: RegExp, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await latestMail(db, to);
    if (mail && subject.test(mail.subject)) return mail;
    if (Date.now() > deadline) throw new Error(`no email matching ${subject} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
