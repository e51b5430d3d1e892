import { useEffect, useEffectEvent } from 'react';
import type { Business } from '../../../shared/schemas/listings';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { t } from '../../lib/i18n';
import type { ManageProps } from '../listings';
import { CategoriesTab } from './categories-tab';
import { ProductsTab } from './products-tab';

const TAB_VALUES = ['businesses', 'categories', 'products'] as const;
type TabValue = (typeof TAB_VALUES)[number];
const isTab = (value: string | null): value is TabValue => TAB_VALUES.includes(value as TabValue);

/**
 * The owner's businesses with Categories and Products tabs for the selected one. The URL carries the state
 * (?business={id}&tab=categories|products); ?new=category|product opens that dialog once (the business page links here).
 */
export function BusinessManager({ items, list, params, updateParams }: ManageProps<Business>) {
  const requestedId = Number(params.get('business'));
  // The business named in the URL, else the first one (docs/spec/part-2-management-detail-messaging-account-media.md §4: auto-selected after load).
  const selected = items.find((business) => business.businessId === requestedId) ?? items[0] ?? null;
  const requestedTab = params.get('tab');
  const request = params.get('new');
  const wanted: TabValue | null = selected && request === 'category' ? 'categories' : selected && request === 'product' ? 'products' : null;
  const tab: TabValue = wanted ?? (selected && isTab(requestedTab) ? requestedTab : 'businesses');
  const clearRequest = () => updateParams((next) => next.delete('new'));
  // ?new=category|product also moves to that tab for good, so the tab stays once the request is handled.
  const showTab = useEffectEvent((value: TabValue) => updateParams((next) => next.set('tab', value)));
  useEffect(() => {
    if (wanted && requestedTab !== wanted) showTab(wanted);
  }, [wanted, requestedTab]);

  function changeTab(value: string) {
    updateParams((next) => {
      if (value === 'businesses') next.delete('tab');
      else next.set('tab', value);
      if (selected && !next.get('business')) next.set('business', String(selected.businessId));
    });
  }

  return (
    <Tabs value={tab} onValueChange={changeTab}>
      {selected ? (
        <p className="mb-3 text-sm" aria-live="polite">
          <span className="text-muted-foreground">{t('Currently managing:')} </span>
          <span className="font-semibold">{selected.name}</span>
        </p>
      ) : null}
      <TabsList aria-label={t('Manage businesses')}>
        <TabsTrigger value="businesses">{t('My Businesses')}</TabsTrigger>
        <TabsTrigger value="categories" disabled={!selected}>
          {t('Categories')}
        </TabsTrigger>
        <TabsTrigger value="products" disabled={!selected}>
          {t('Products')}
        </TabsTrigger>
      </TabsList>

      <TabsContent value="businesses">
        {list({
          selectedId: selected?.businessId ?? null,
          onSelect: (business) => updateParams((next) => next.set('business', String(business.businessId))),
        })}
      </TabsContent>
      {selected ? (
        <>
          <TabsContent value="categories">
            <CategoriesTab key={selected.businessId} business={selected} openNew={request === 'category'} onOpenNewHandled={clearRequest} />
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
  );
}
