import { PRODUCT_NAME } from '../../shared/brand';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function linkEmail(options: { to: string; subject: string; greeting: string; lines: string[]; action: string; url: string }) {
  const text = [options.greeting, '', ...options.lines, '', `${options.action}: ${options.url}`, '', `— ${PRODUCT_NAME}`].join('\n');
  const html = `<p>${escapeHtml(options.greeting)}</p>${options.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p><a href="${escapeHtml(options.url)}">${escapeHtml(options.action)}</a></p><p>— ${PRODUCT_NAME}</p>`;
  return { to: options.to, subject: options.subject, text, html };
}

export function verificationEmail(to: string, name: string, url: string) {
  return linkEmail({
    to,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    greeting: `Hello ${name},`,
    lines: [`Welcome to ${PRODUCT_NAME}! Please confirm that this is your email address.`, 'The link is valid for 24 hours.'],
    action: 'Verify my email',
    url,
  });
}

export function passwordResetEmail(to: string, name: string, url: string) {
  return linkEmail({
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hello ${name},`,
    lines: [
      'Someone asked to reset the password of your account. If it was you, use the link below within one hour.',
      'If it was not you, ignore this email: your password stays the same.',
    ],
    action: 'Choose a new password',
    url,
  });
}
