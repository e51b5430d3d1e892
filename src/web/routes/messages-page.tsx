import { MessageCircle, PackageX } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner, Spinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api';
import { useProductSeller } from '../features/messages/api';
import { ConversationList, PRODUCT_PARAMS, productFromQuery, ThreadView } from '../features/messages';
import { cn } from '../lib/cn';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * Messages (docs/spec/part-2-management-detail-messaging-account-media.md §2.10): the conversation list beside the open thread on wide screens; on a phone, the list and the
 * thread are two screens (?user= opens the thread). ?product_id=&product_name=&product_img= adds the product chip;
 * with a product but no user, the product's seller is looked up.
 */
export default function MessagesPage() {
  useDocumentTitle(t('Messages'));
  const session = useSession();
  const viewerId = session.data?.user.id ?? '';
  const [params, setParams] = useSearchParams();
  const userId = params.get('user')?.trim() || null;
  const product = productFromQuery(params);
  const seller = useProductSeller(product?.productId ?? null, userId === null && product !== null);

  // Reads the latest params when it runs, but only the seller's answer (or a chosen partner) makes it run.
  const openWithSeller = useEffectEvent((found: NonNullable<typeof seller.data>) => {
    const next = new URLSearchParams(params);
    next.set('user', found.seller.userId);
    next.set('product_name', found.product.name);
    if (found.product.imageUrl) next.set('product_img', found.product.imageUrl);
    setParams(next, { replace: true });
  });
  useEffect(() => {
    if (seller.data && userId === null) openWithSeller(seller.data);
  }, [seller.data, userId]);

  const removeProduct = () => {
    const next = new URLSearchParams(params);
    for (const name of PRODUCT_PARAMS) next.delete(name);
    setParams(next, { replace: true });
  };

  if (!viewerId) return <PageSpinner label={t('Loading messages')} />;
  const threadOpen = userId !== null || product !== null;

  return (
    // Exactly the screen between the header (and the offline banner) and the bottom bar: the composer stays in sight.
    <div className="-mx-3 -mt-4 flex h-[calc(100dvh-3.5rem-4rem-env(safe-area-inset-bottom)-var(--offline-banner-height,0px))] min-h-[26rem] overflow-hidden border-border bg-card sm:mx-0 sm:mt-0 sm:h-[calc(100dvh-9rem-var(--offline-banner-height,0px))] sm:rounded-lg sm:border md:h-[calc(100dvh-6rem-var(--offline-banner-height,0px))]">
      <section
        aria-labelledby="messages-heading"
        className={cn('min-h-0 w-full flex-col border-border md:flex md:w-80 md:shrink-0 md:border-r', threadOpen ? 'hidden' : 'flex')}
      >
        <h1 id="messages-heading" className="px-4 pb-1 pt-4 text-xl font-bold tracking-tight">
          {t('Messages')}
        </h1>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ConversationList activeUserId={userId} viewerId={viewerId} />
        </div>
      </section>

      <section aria-label={t('Conversation')} className={cn('min-h-0 min-w-0 flex-1 flex-col md:flex', threadOpen ? 'flex' : 'hidden')}>
        {userId !== null ? (
          <ThreadView partnerId={userId} viewerId={viewerId} product={product} onRemoveProduct={removeProduct} />
        ) : product !== null ? (
          seller.isError ? (
            <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
              <PackageX aria-hidden className="size-10 text-muted-foreground" />
              <p className="font-semibold">{t('This product no longer exists')}</p>
              <p className="text-sm text-muted-foreground">{t('Pick a conversation, or message the business from its page.')}</p>
            </div>
          ) : (
            <div className="flex flex-1 items-center justify-center">
              <Spinner label={t('Finding the seller')} className="[&_svg]:size-7" />
            </div>
          )
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
            <MessageCircle aria-hidden className="size-12" />
            <p className="font-medium text-foreground">{t('Select a conversation')}</p>
            <p className="max-w-xs text-sm">
              {t('Choose someone on the left, or use the Message button on a business, profession or product.')}
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
