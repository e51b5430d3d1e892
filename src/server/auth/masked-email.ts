/**
 * An address as a code's answer shows it (decision 0036): the first character of the name and the whole domain, enough
 * for the member to know which inbox to open, not the address itself.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
