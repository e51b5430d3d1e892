import { useLocation, useParams } from 'react-router';
import { parseId, useBusiness, useProfession } from '../listing-detail/api';
import { t } from '../../lib/i18n';
import { ConnectButton } from './connect-button';

/**
 * Connect with the owner of the business or profession whose page is open (`/business/:id`, `/app/profession/:id`…).
 * It reads the listing the page has already loaded (same query), so it needs nothing passed in; on the owner's own
 * page, for visitors, or anywhere else it renders nothing.
 */
export function ListingConnectButton() {
  const { pathname } = useLocation();
  const kind = /\/(business|profession)\/\d+\/?$/.exec(pathname)?.[1] as 'business' | 'profession' | undefined;
  const id = parseId(useParams().id);
  const business = useBusiness(kind === 'business' ? id : null);
  const profession = useProfession(kind === 'profession' ? id : null);
  const listing = kind === 'business' ? business.data : kind === 'profession' ? profession.data : undefined;
  if (!listing || listing.isOwner) return null;
  const name = 'name' in listing ? listing.name : listing.title;
  return (
    <ConnectButton
      userId={listing.owner.userId}
      name={listing.owner.fullName}
      label={t('{owner}, owner of {name}', { owner: listing.owner.fullName, name })}
      size="md"
      variant="outline"
    />
  );
}
