import { PRODUCT_NAME } from '../../shared/brand';
import type { Language } from '../../shared/i18n/languages';
import { msg } from '../../shared/i18n/msg';
import { translate } from '../i18n/translate';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function linkEmail(options: { to: string; subject: string; greeting: string; lines: string[]; action: string; url: string }) {
  const text = [options.greeting, '', ...options.lines, '', `${options.action}: ${options.url}`, '', `— ${PRODUCT_NAME}`].join('\n');
  const html = `<p>${escapeHtml(options.greeting)}</p>${options.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p><a href="${escapeHtml(options.url)}">${escapeHtml(options.action)}</a></p><p>— ${PRODUCT_NAME}</p>`;
  return { to: options.to, subject: options.subject, text, html };
}

export function verificationEmail(to: string, name: string, url: string, language: Language) {
  const say = (text: string) => translate(language, text, { product: PRODUCT_NAME, name });
  return linkEmail({
    to,
    subject: say(msg('Verify your email for {product}')),
    greeting: say(msg('Hello {name},')),
    lines: [say(msg('Welcome to {product}! Please confirm that this is your email address.')), say(msg('The link is valid for 24 hours.'))],
    action: say(msg('Verify my email')),
    url,
  });
}

export function passwordResetEmail(to: string, name: string, url: string, language: Language) {
  const say = (text: string) => translate(language, text, { product: PRODUCT_NAME, name });
  return linkEmail({
    to,
    subject: say(msg('Reset your {product} password')),
    greeting: say(msg('Hello {name},')),
    lines: [
      say(msg('Someone asked to reset the password of your account. If it was you, use the link below within one hour.')),
      say(msg('If it was not you, ignore this email: your password stays the same.')),
    ],
    action: say(msg('Choose a new password')),
    url,
  });
}

/** To staff, once a Lagos day: the SMS budget is spent and codes go by WhatsApp until midnight. */
export function smsBudgetEmail(to: string, budgetNaira: number, url: string, language: Language) {
  const say = (text: string) => translate(language, text, { product: PRODUCT_NAME, budget: budgetNaira });
  return linkEmail({
    to,
    subject: say(msg('{product}: today’s SMS budget is spent')),
    greeting: say(msg('Hello,')),
    lines: [
      say(msg('Text messages sent today have reached the daily budget of ₦{budget, number} (SMS_DAILY_BUDGET_NAIRA).')),
      say(msg('Until midnight in Lagos, sign-in codes go by WhatsApp only. A sudden rise can mean an attack on the code endpoints.')),
    ],
    action: say(msg('Open the staff console')),
    url,
  });
}
