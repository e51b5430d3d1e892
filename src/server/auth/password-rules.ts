import { weakPasswordReason } from '../../shared/schemas/auth';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

/** Why a new password is refused — a weak pattern, the member's own name or email, a common password — or null. */
export function passwordProblem(
  password: string,
  identity: { username?: string | null; email?: string | null } = {},
): { code: 'WEAK_PASSWORD' | 'COMMON_PASSWORD'; message: string } | null {
  const weak = weakPasswordReason(password, identity);
  if (weak) return { code: 'WEAK_PASSWORD', message: weak };
  if (isCommonPassword(password)) return { code: 'COMMON_PASSWORD', message: COMMON_PASSWORD_MESSAGE };
  return null;
}
