import { useDetailListing } from '../follows';
import { t } from '../../lib/i18n';
import { SaveButton } from './save-button';

/** Save on a business or profession page (its kind and id come from the page's address). */
export function DetailSaveButton() {
  const listing = useDetailListing();
  if (!listing) return null;
  return (
    <SaveButton
      kind={listing.kind}
      id={listing.id}
      name={listing.kind === 'business' ? t('this business') : t('this professional')}
      variant="outline"
      size="md"
    />
  );
}
