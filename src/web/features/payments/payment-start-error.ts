import { ApiRequestError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/**
 * The spec's toast (part 2 §8), or the server's own reason when it refused the choice (e.g. the plan is already active)
 * or takes no payments at all (PAYMENTS=off: "try again" would not help).
 */
export function initFailed(error: unknown) {
  const refused = error instanceof ApiRequestError && ((error.status >= 400 && error.status < 500) || error.code === 'PAYMENTS_OFF');
  const reason = refused ? error.message : null;
  toast.error(t('Payment Error'), { description: reason ?? t('Failed to initialize payment. Please try again.') });
}
