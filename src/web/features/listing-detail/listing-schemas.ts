import { t } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/**
 * The listing forms' schemas, fetched when a form is first sent: a listing page is read by many and written on by few,
 * so it opens without zod. Null (with a toast) when the file cannot be fetched.
 */
export async function loadListingSchemas() {
  try {
    return await import('../../../shared/schemas/listings');
  } catch {
    toast.error(t('No connection. Check your internet and try again.'));
    return null;
  }
}
