import { toast } from './toast';
import { ApiRequestError } from './api';
import { t } from './i18n';

/**
 * A refusal by an abuse limit (429) as a toast with the server's message, which says when to try again. One id, so a
 * mutation's own error toast for the same failure does not stack a second one.
 */
export function toastIfRateLimited(error: unknown): void {
  if (error instanceof ApiRequestError && error.status === 429) {
    toast.error(t('Please slow down'), { id: 'rate-limited', description: error.message });
  }
}
