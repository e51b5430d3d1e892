import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useSession } from '../auth/api';
import { messagesHref, signInFirst } from './message-links';
import { t } from '../../lib/i18n';

/** "Message" on a business or profession page, shown to visitors: opens the conversation with the listing's owner. */
export function MessageOwnerButton({ ownerId, name }: { ownerId: string; name: string }) {
  const session = useSession();
  const href = messagesHref(ownerId);
  return (
    <Button asChild variant="outline">
      <Link to={session.data?.user ? href : signInFirst(href)} aria-label={t('Message {name}', { name })}>
        <MessageCircle aria-hidden />
        {t('Message')}
      </Link>
    </Button>
  );
}
