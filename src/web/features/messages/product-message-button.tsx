import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { Business, Product } from '../../../shared/schemas/listings';
import { Button, type ButtonProps } from '../../components/ui/button';
import { useSession } from '../auth/api';
import { detailKeys } from '../../lib/listing-detail-keys';
import { messagesHref, signInFirst } from './message-links';
import { t } from '../../lib/i18n';

/**
 * "Message" on a product card: opens the conversation with the seller with the product chip ready. The seller comes
 * from the business page already loaded, when there is one; otherwise the messages page looks the seller up from the
 * product. Hidden on the owner's own products.
 */
export function ProductMessageButton(props: {
  product: Product;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const { product } = props;
  const queryClient = useQueryClient();
  const session = useSession();
  const business = queryClient.getQueryData<Business>(detailKeys.listing('business', product.businessId));
  if (business?.isOwner) return null;
  const href = messagesHref(business?.owner.userId ?? null, product);
  return (
    <Button asChild size={props.size ?? 'sm'} variant={props.variant ?? 'outline'} className={props.className}>
      <Link to={session.data?.user ? href : signInFirst(href)} aria-label={t('Message about {name}', { name: product.name })}>
        <MessageCircle aria-hidden />
        {t('Message')}
      </Link>
    </Button>
  );
}
