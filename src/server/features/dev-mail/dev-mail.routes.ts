import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { devMailRepository } from './dev-mail.repository';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);

const CHANNEL_LABEL = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/**
 * The development outbox: emails, SMS and WhatsApp messages that would have been sent, newest first, each marked with
 * its channel. Never served in production (it holds reset links and sign-in codes).
 */
export async function devMailRoutes(app: FastifyInstance, { db, env }: AppContext): Promise<void> {
  if (env.NODE_ENV === 'production') return;

  const { latest } = devMailRepository(db);

  app.get('/dev/mail.json', { schema: { hide: true } }, async () => ({
    items: (await latest()).map((mail) => ({
      id: Number(mail.mail_id),
      channel: mail.channel,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      createdAt: new Date(mail.created_at).toISOString(),
    })),
  }));

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await latest();
    const items = mails
      .map(
        (
          mail,
        ) => `<article class="${mail.channel}"><h2><span class="channel">${CHANNEL_LABEL[mail.channel]}</span> ${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to_address)} · ${new Date(mail.created_at).toISOString()}</p>
<pre>${linkify(mail.text_body)}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · LocalHub (development)</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#111}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}
.meta{color:#555;font-size:.9rem}.channel{font-size:.8rem;border:1px solid currentColor;border-radius:4px;padding:0 .3rem;vertical-align:middle}@media(prefers-color-scheme:dark){body{background:#111;color:#eee}article{border-color:#333}.meta{color:#aaa}a{color:#8ab4f8}}</style>
</head><body><h1>Development outbox</h1><p>Emails are kept here because <code>SMTP_URL</code> is not set; SMS and WhatsApp messages because <code>TERMII_API_KEY</code> is not set.</p>
${items || '<p>No messages yet.</p>'}</body></html>`;
  });
}
