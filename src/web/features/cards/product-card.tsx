import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/brand';
import type { Product } from '../../../shared/schemas/listings';
import { CardActionRow, NarrowOnly, WideOnly } from '../../components/cards/card-row';
import { ProductFeedCardView, ProductTileView, type ProductCardProps } from '../../components/cards/product-card-view';
import { ShareButton } from '../../components/listing/share-button';
import { WhatsAppButton } from '../../components/listing/whatsapp-button';
import { Button } from '../../components/ui/button';
import { publicUrl } from '../../lib/format';
import { t } from '../../lib/i18n';
import { TapReporter } from '../analytics';
import { messagesHref, ProductMessageButton } from '../messages';
import { ReportButton } from '../reports';
import { CardMore } from './card-more';

/** A product in a business's carousel, with Message. */
export function ProductTile({ product }: { product: Product }) {
  return (
    <ProductTileView
      product={product}
      action={<ProductMessageButton product={product} variant="ghost" className="-ml-2 mt-1 self-start" />}
    />
  );
}

/** A product card's actions: message, share, report, WhatsApp the business; the secondary ones under "…" on a narrow card. */
function ProductActions({ product, business }: ProductCardProps) {
  const businessName = business.name || t('Unknown Business');
  const url = publicUrl('business', business.businessId);
  const share = {
    url,
    title: product.name,
    text: t('{product} at {business} on {brand}', { product: product.name, business: businessName, brand: PRODUCT_NAME }),
  };
  return (
    <CardActionRow className="mx-4 pb-2">
      <Button size="sm" variant="ghost" asChild>
        <Link to={messagesHref(null, product)} aria-label={t('Message about {name}', { name: product.name })}>
          <MessageCircle aria-hidden />
          {t('Message')}
        </Link>
      </Button>
      <WideOnly>
        <ShareButton size="sm" variant="ghost" {...share} label={product.name} />
        <ReportButton kind="product" id={product.productId} noun="product" compact />
      </WideOnly>
      <TapReporter kind="business" id={business.businessId} tap="whatsapp">
        <WhatsAppButton
          size="sm"
          variant="ghost"
          className="text-primary"
          phone={business.contactPhone}
          label={businessName}
          message={t('Hello! I found your product "{product}" from "{business}" on {brand}: {url}', {
            product: product.name,
            business: businessName,
            brand: PRODUCT_NAME,
            url,
          })}
        />
      </TapReporter>
      <NarrowOnly>
        <CardMore
          className="ml-auto"
          actions={{ name: product.name, share, report: { kind: 'product', id: product.productId, noun: 'product' } }}
        />
      </NarrowOnly>
    </CardActionRow>
  );
}

/** A product in the mixed feed or the search results, with the business that sells it and the card's actions. */
export function ProductFeedCard(props: ProductCardProps) {
  return <ProductFeedCardView {...props} actions={<ProductActions {...props} />} />;
}
