import { MessageCircle } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { useSession } from '../auth/api';
import { parseId, useBusiness, useProfession } from '../listing-detail/api';
import { messagesHref, signInFirst } from './message-links';
import { t } from '../../lib/i18n';

/**
 * "Message" on a business or profession page: opens the conversation with the listing's owner. It reads the listing
 * the page has already loaded (same query, no extra request) and stays hidden for the owner.
 */
export function MessageOwnerButton() {
  const { pathname } = useLocation();
  const id = parseId(useParams().id);
  const isBusiness = /\/business\//.test(pathname);
  const business = useBusiness(isBusiness ? id : null);
  const profession = useProfession(isBusiness ? null : id);
  const session = useSession();
  const listing = isBusiness ? business.data : profession.data;
  if (!listing || listing.isOwner) return null;
  const name = isBusiness ? business.data?.name : profession.data?.title;
  const href = messagesHref(listing.owner.userId);
  return (
    <Button asChild variant="outline">
      <Link to={session.data?.user ? href : signInFirst(href)} aria-label={name ? t('Message {name}', { name }) : undefined}>
        <MessageCircle aria-hidden />
        {t('Message')}
      </Link>
    </Button>
  );
}
