import { useEffect, useEffectEvent, useState } from 'react';
import { Package, Plus } from 'lucide-react';
import { toast } from '../../lib/toast';
import type { Business, Product } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { LoadError } from '../../components/ui/load-error';
import { t } from '../../lib/i18n';
import { useCategories, useDeleteProduct, useProducts } from './api';
import { ProductCard } from './product-card';
import { ProductFormDialog, toastNoCategories } from './product-form-dialog';

/** The selected business's products and services, newest first, paged by cursor. */
export function ProductsTab(props: { business: Business; openNew?: boolean; onOpenNewHandled?(): void; onGoToCategories(): void }) {
  const { business } = props;
  const categories = useCategories(business.businessId);
  const products = useProducts(business.businessId);
  const remove = useDeleteProduct(business.businessId);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  useEffect(() => {
    if (products.isError) toast.error(t('Error'), { id: 'products-load-error', description: t('Failed to fetch products') });
  }, [products.isError, products.errorUpdatedAt]);
  useEffect(() => {
    if (categories.isError) toast.error(t('Error'), { id: 'categories-load-error', description: t('Failed to fetch categories') });
  }, [categories.isError, categories.errorUpdatedAt]);

  function startAdding() {
    if (!categories.data) return;
    if (categories.data.length === 0) {
      toastNoCategories();
      return;
    }
    setEditing('new');
  }

  // Deep link (?new=product): wait for the categories, then open the form (or explain why not).
  const openNewRequested = useEffectEvent(() => {
    props.onOpenNewHandled?.();
    if (categories.isSuccess) startAdding();
  });
  useEffect(() => {
    if (!props.openNew || categories.isPending) return;
    openNewRequested();
  }, [props.openNew, categories.isPending]);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.productId, {
      onSuccess: () => {
        toast.success(t('Product deleted successfully'));
        setDeleting(null);
      },
      onError: (error) => toast.error(t('Error'), { description: t('Failed to delete product. {error}', { error: errorMessage(error) }) }),
    });
  }

  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  const noCategories = categories.isSuccess && categories.data.length === 0;

  return (
    <section aria-labelledby="products-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="products-heading" className="text-lg font-semibold">
            {t('Products and Services')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('What {name} offers, newest first.', { name: business.name })}</p>
        </div>
        <Button onClick={startAdding} disabled={categories.isPending}>
          <Plus aria-hidden />
          {t('Add Product')}
        </Button>
      </div>

      {noCategories ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted p-3 text-sm">
          <p>{t('Please create at least one category before adding products.')}</p>
          <Button size="sm" variant="outline" onClick={props.onGoToCategories}>
            {t('Go to Categories')}
          </Button>
        </div>
      ) : null}

      {products.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('Loading products')} className="[&_svg]:size-7" />
        </div>
      ) : products.isError ? (
        <LoadError
          message={t('Failed to fetch products')}
          error={products.error}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Package}
          title={t('No products yet')}
          description={t('Add what you sell or the services you offer, with prices in naira and up to 5 photos each.')}
        />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((product) => (
              <li key={product.productId} className="grid">
                <ProductCard product={product} onEdit={() => setEditing(product)} onDelete={() => setDeleting(product)} />
              </li>
            ))}
          </ul>
          {products.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void products.fetchNextPage()} disabled={products.isFetchingNextPage}>
                {products.isFetchingNextPage ? t('Loading...') : t('Load more')}
              </Button>
            </div>
          ) : null}
          {products.isFetchNextPageError ? (
            <p className="text-center text-sm text-destructive">{t('Failed to fetch products. Try again.')}</p>
          ) : null}
        </>
      )}

      <ProductFormDialog
        businessId={business.businessId}
        categories={categories.data ?? []}
        product={editing === 'new' ? null : editing}
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={t('Delete product?')}
        description={
          deleting
            ? t('Are you sure you want to delete “{name}”? Its images will be removed too. This cannot be undone.', { name: deleting.name })
            : ''
        }
        confirmLabel={t('Delete Product')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
