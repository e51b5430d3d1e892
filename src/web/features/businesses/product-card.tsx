import { MessageCircle, Package, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatPercent } from '../../lib/format';
import { t } from '../../lib/i18n';
import { messagesHref } from '../messages';
import { ProductPrice } from '../../components/listing/product-price';
import { Picture } from '../../components/ui/picture';

/** A product with its price in naira, the discounted price and an "N% OFF" tag when discounted. */
export function ProductCard(props: { product: Product; onEdit?(): void; onDelete?(): void }) {
  const { product } = props;
  const primary = product.images.find((image) => image.isPrimary) ?? product.images[0];
  const discounted = product.discountPercent > 0;

  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="relative aspect-[4/3] bg-muted">
        {primary ? (
          <Picture
            base={primary.url}
            alt={product.name}
            sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center">
            <Package aria-hidden className="size-10 text-muted-foreground" />
          </div>
        )}
        {discounted ? (
          <span className="absolute left-2 top-2 rounded-full bg-destructive px-2 py-0.5 text-xs font-bold text-destructive-foreground">
            {t('{percent}% OFF', { percent: formatPercent(product.discountPercent) })}
          </span>
        ) : null}
        {product.images.length > 1 ? (
          <span className="absolute bottom-2 right-2 rounded-full bg-background/90 px-2 py-0.5 text-xs text-foreground">
            {t('{count, plural, one {# photo} other {# photos}}', { count: product.images.length })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div>
          <h3 className="line-clamp-2 font-semibold">{product.name}</h3>
          <p className="text-xs text-muted-foreground">{product.categoryName}</p>
        </div>
        {product.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p> : null}
        <ProductPrice product={product} />
        <div className="flex flex-wrap items-center gap-1 border-t border-border pt-2">
          <Button size="sm" variant="outline" asChild>
            <Link to={messagesHref(null, product)}>
              <MessageCircle aria-hidden />
              <span aria-hidden>{t('Message')}</span>
              <span className="sr-only">{t('Message about {name}', { name: product.name })}</span>
            </Link>
          </Button>
          {props.onEdit || props.onDelete ? (
            <span className="ml-auto flex gap-1">
              {props.onEdit ? (
                <Button size="sm" variant="ghost" onClick={props.onEdit}>
                  <Pencil aria-hidden />
                  {t('Edit')}
                  <span className="sr-only"> {product.name}</span>
                </Button>
              ) : null}
              {props.onDelete ? (
                <Button size="sm" variant="ghost" className="text-destructive" onClick={props.onDelete}>
                  <Trash2 aria-hidden />
                  {t('Delete')}
                  <span className="sr-only"> {product.name}</span>
                </Button>
              ) : null}
            </span>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
