import { useEffect, useEffectEvent, useState } from 'react';
import { Store } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Business } from '../../shared/schemas/listings';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useSession } from '../features/auth/api';
import { useDeleteBusiness, useMyBusinesses } from '../features/businesses/api';
import { BusinessCard } from '../features/businesses/business-card';
import { businessFormKind } from '../features/businesses/business-form-kind';
import { CategoriesTab } from '../features/businesses/categories-tab';
import { ProductsTab } from '../features/businesses/products-tab';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { AuthRequired } from '../features/listings';
import { LoadError } from '../components/ui/load-error';
import { AddListingButton, ListingFormDialog, PlanUsageNote } from '../features/listings';
import { errorMessage } from '../lib/api';
import { useDocumentTitle } from '../lib/use-document-title';

const TAB_VALUES = ['businesses', 'categories', 'products'] as const;
type TabValue = (typeof TAB_VALUES)[number];
const isTab = (value: string | null): value is TabValue => TAB_VALUES.includes(value as TabValue);

export default function MyBusinessesPage() {
  useDocumentTitle('My Businesses');
  const session = useSession();
  if (session.isPending) return <PageSpinner label="Loading your session" />;
  if (!session.data?.user) {
    return (
      <>
        <PageHeader title="My Businesses" />
        <AuthRequired message="Please log in to manage your businesses" />
      </>
    );
  }
  return <MyBusinesses />;
}

/**
 * Own businesses with Categories and Products tabs for the selected one. The URL carries the state
 * (?business={id}&tab=categories|products), and ?new=business|edit|category|product opens that
 * dialog once: the business page's owner controls link here.
 */
function MyBusinesses() {
  const businesses = useMyBusinesses();
  const remove = useDeleteBusiness();
  const [params, setParams] = useSearchParams();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Business | null>(null);
  const [deleting, setDeleting] = useState<Business | null>(null);

  const items = businesses.data?.items ?? [];
  const requestedId = Number(params.get('business'));
  // The business named in the URL, else the first one (spec 4: auto-selected after load).
  const selected = items.find((business) => business.businessId === requestedId) ?? items[0] ?? null;
  const requestedTab = params.get('tab');
  const tab: TabValue = selected && isTab(requestedTab) ? requestedTab : 'businesses';
  const request = params.get('new');

  const updateParams = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  useEffect(() => {
    if (businesses.isError) toast.error('Error', { id: 'businesses-load-error', description: 'Failed to fetch businesses' });
  }, [businesses.isError, businesses.errorUpdatedAt]);

  // ?new=business|edit opens the business form once the list is here; category/product go to their tab.
  const handleRequest = useEffectEvent(() => {
    if (!businesses.isSuccess || !request) return;
    if (request === 'business') {
      updateParams((next) => next.delete('new'));
      if (businesses.data.usage.canCreate) openForm(null);
      else toast.error('Plan limit reached', { description: 'Your plan does not allow another business.' });
    } else if (request === 'edit') {
      updateParams((next) => next.delete('new'));
      const named = params.get('business') ? items.find((business) => business.businessId === requestedId) : selected;
      if (named) openForm(named);
    } else if ((request === 'category' || request === 'product') && selected) {
      const wanted: TabValue = request === 'category' ? 'categories' : 'products';
      if (tab !== wanted) updateParams((next) => next.set('tab', wanted));
    } else {
      updateParams((next) => next.delete('new'));
    }
  });
  useEffect(() => handleRequest(), [businesses.isSuccess, request]);

  function openForm(business: Business | null) {
    setEditing(business);
    setFormOpen(true);
  }

  function select(business: Business) {
    updateParams((next) => next.set('business', String(business.businessId)));
  }

  function changeTab(value: string) {
    updateParams((next) => {
      if (value === 'businesses') next.delete('tab');
      else next.set('tab', value);
      if (selected && !next.get('business')) next.set('business', String(selected.businessId));
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    const id = deleting.businessId;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success('Business deleted successfully');
        setDeleting(null);
        if (requestedId === id) updateParams((next) => (next.delete('business'), next.delete('tab')));
      },
      onError: (error) => toast.error('Error', { description: `Failed to delete business. ${errorMessage(error)}` }),
    });
  }

  const clearRequest = () => updateParams((next) => next.delete('new'));

  return (
    <>
      <PageHeader
        title="My Businesses"
        description="Manage your businesses, their categories and their products."
        actions={
          <AddListingButton kind="business" usage={businesses.data?.usage} label="Add Business" onAdd={() => openForm(null)} loading={businesses.isPending} />
        }
      />
      <PlanUsageNote kind="business" usage={businesses.data?.usage} />

      {businesses.isPending ? (
        <PageSpinner label="Loading your businesses" />
      ) : businesses.isError ? (
        <LoadError
          message="Failed to fetch businesses"
          detail={errorMessage(businesses.error)}
          onRetry={() => void businesses.refetch()}
          retrying={businesses.isFetching}
        />
      ) : (
        <Tabs value={tab} onValueChange={changeTab}>
          {selected ? (
            <p className="mb-3 text-sm" aria-live="polite">
              <span className="text-muted-foreground">Currently managing: </span>
              <span className="font-semibold">{selected.name}</span>
            </p>
          ) : null}
          <TabsList aria-label="Manage businesses">
            <TabsTrigger value="businesses">My Businesses</TabsTrigger>
            <TabsTrigger value="categories" disabled={!selected}>
              Categories
            </TabsTrigger>
            <TabsTrigger value="products" disabled={!selected}>
              Products
            </TabsTrigger>
          </TabsList>

          <TabsContent value="businesses">
            {items.length === 0 ? (
              <EmptyState
                icon={Store}
                title="No businesses yet"
                description="Add your business so customers nearby can find your products and services."
              />
            ) : (
              <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {items.map((business) => (
                  <li key={business.businessId} className="grid">
                    <BusinessCard
                      business={business}
                      selected={business.businessId === selected?.businessId}
                      onSelect={() => select(business)}
                      onEdit={() => openForm(business)}
                      onDelete={() => setDeleting(business)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
          {selected ? (
            <>
              <TabsContent value="categories">
                <CategoriesTab
                  key={selected.businessId}
                  business={selected}
                  openNew={request === 'category'}
                  onOpenNewHandled={clearRequest}
                />
              </TabsContent>
              <TabsContent value="products">
                <ProductsTab
                  key={selected.businessId}
                  business={selected}
                  openNew={request === 'product'}
                  onOpenNewHandled={clearRequest}
                  onGoToCategories={() => changeTab('categories')}
                />
              </TabsContent>
            </>
          ) : null}
        </Tabs>
      )}

      <ListingFormDialog
        kind={businessFormKind}
        open={formOpen}
        onOpenChange={setFormOpen}
        item={editing}
        onSaved={(saved) => {
          if (!editing) select(saved);
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete business?"
        description={
          deleting
            ? `Are you sure you want to delete this business? “${deleting.name}” and its categories, products and images will be removed. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete Business"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
