import type { SaveKind } from '../../../shared/schemas/saves';
import { t } from '../../lib/i18n';

/** The toasts of a save, one whole sentence for each kind: "Business saved", "Post removed from saves". */
export function savedToast(kind: SaveKind): string {
  if (kind === 'business') return t('Business saved');
  if (kind === 'profession') return t('Professional saved');
  return t('Post saved');
}

export function removedToast(kind: SaveKind): string {
  if (kind === 'business') return t('Business removed from saves');
  if (kind === 'profession') return t('Professional removed from saves');
  return t('Post removed from saves');
}

export function saveFailedText(kind: SaveKind): string {
  if (kind === 'business') return t('Failed to save business');
  if (kind === 'profession') return t('Failed to save professional');
  return t('Failed to save post');
}
