import { expect, type APIRequestContext } from '@playwright/test';
import type { TermiiRequest } from '../../support/fake-termii';

/** The Termii stand-in the e2e server sends SMS and WhatsApp to (started by global-setup.ts). */
const termiiUrl = () => {
  const url = process.env.E2E_TERMII_URL;
  if (!url) throw new Error('E2E_TERMII_URL is not set: the journeys run under tests/e2e/support/global-setup.ts');
  return url;
};

/** The messages a number (+234…) received so far, oldest first. */
export async function messagesTo(request: APIRequestContext, phone: string): Promise<TermiiRequest[]> {
  const { requests } = (await (await request.get(`${termiiUrl()}/received`)).json()) as { requests: TermiiRequest[] };
  return requests.filter((message) => message.to === phone.replace(/^\+/, ''));
}

/** The newest message to a number that `matches`, waiting for it to arrive (an alert is sent by a job, a poll later). */
export async function awaitMessageTo(
  request: APIRequestContext,
  phone: string,
  matches: (text: string) => boolean,
): Promise<TermiiRequest> {
  let found: TermiiRequest | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(request, phone)).findLast((message) => matches(message.sms));
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The code in the newest message to a number. */
export async function codeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  const message = await awaitMessageTo(request, phone, (text) => /\b\d{6}\b/.test(text));
  return message.sms.match(/\b(\d{6})\b/)![1];
}
