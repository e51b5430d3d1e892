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

/**
 * A sign-in or new-password code by email, when the day's SMS budget is spent and WhatsApp failed (decision 0036): the
 * code and what it is for, nothing else (no name, number or link).
 */
export function codeEmail(to: string, code: string, purpose: 'sign-in' | 'password-reset', language: Language) {
  const say = (text: string) => translate(language, text, { product: PRODUCT_NAME, code });
  const lines =
    purpose === 'sign-in'
      ? [say(msg('{code} is your code to sign in to {product}.'))]
      : [say(msg('{code} is your code to choose a new {product} password.'))];
  lines.push(say(msg('It expires in 10 minutes. Never share it with anyone.')));
  const text = [...lines, '', `— ${PRODUCT_NAME}`].join('\n');
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>— ${PRODUCT_NAME}</p>`;
  const subject = purpose === 'sign-in' ? say(msg('Your {product} sign-in code')) : say(msg('Your {product} code for a new password'));
  return { to, subject, text, html };
}

/** To staff, once a Lagos day: the SMS budget is spent and codes go by WhatsApp (or email) until midnight. */
export function smsBudgetEmail(to: string, budgetNaira: number, url: string, language: Language) {
  const say = (text: string) => translate(language, text, { product: PRODUCT_NAME, budget: budgetNaira });
  return linkEmail({
    to,
    subject: say(msg('{product}: today’s SMS budget is spent')),
    greeting: say(msg('Hello,')),
    lines: [
      say(msg('Text messages sent today have reached the daily budget of ₦{budget, number} (SMS_DAILY_BUDGET_NAIRA).')),
      say(
        msg(
          'Until midnight in Lagos, sign-in codes go by WhatsApp, or to the member’s verified email when WhatsApp fails. A sudden rise can mean an attack on the code endpoints.',
        ),
      ),
    ],
    action: say(msg('Open the staff console')),
    url,
  });
}
