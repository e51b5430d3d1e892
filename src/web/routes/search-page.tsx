import { Search, SearchX } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { msg } from '../../shared/i18n/msg';
import type { SearchResult, SearchTab } from '../../shared/schemas/discovery';
import { SEARCH_TABS } from '../../shared/search-tabs';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { Spinner } from '../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useSearch } from '../features/search/api';
import { CardSkeleton } from '../components/cards/card-row';
import { FeedItemCard } from '../features/cards';
import { useViewerPosition } from '../features/nearby';
import { queryWithPlace, SearchBar, SearchPlaceLine } from '../features/search';
import { LoadError } from '../components/ui/load-error';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';
import { formatNumber } from '../../shared/number-format';

// English, marked with msg(); shown with t().
const TAB_LABELS: Record<SearchTab, string> = {
  all: msg('All'),
  professionals: msg('Professionals'),
  businesses: msg('Businesses'),
  products: msg('Products/Services'),
  posts: msg('Posts'),
  events: msg('Events'),
};

/** The heading and name of each tab's list of results. */
const RESULTS_LABELS: Record<SearchTab, string> = {
  all: msg('All results'),
  professionals: msg('Professionals results'),
  businesses: msg('Businesses results'),
  products: msg('Products/Services results'),
  posts: msg('Posts results'),
  events: msg('Events results'),
};

const EMPTY: Record<SearchTab, { title: string; description: string }> = {
  all: { title: msg('No results found'), description: msg('Try adjusting your search terms.') },
  professionals: { title: msg('No professionals found'), description: msg('Try adjusting your search terms.') },
  businesses: { title: msg('No businesses found'), description: msg('Try adjusting your search terms.') },
  products: { title: msg('No products/services found'), description: msg('Try adjusting your search terms.') },
  posts: { title: msg('No posts found'), description: msg('Try adjusting your search terms.') },
  events: { title: msg('No upcoming events found'), description: msg('Events show here until they start; try other words.') },
};

const isTab = (value: string | null): value is SearchTab => (SEARCH_TABS as readonly string[]).includes(value ?? '');

/** /app/search?q=…&tab=…: results by relevance (nearer first among equals), tabs with exact counts, 20 a page. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const tabParam = params.get('tab');
  const tab: SearchTab = isTab(tabParam) ? tabParam : 'all';
  useDocumentTitle(q ? t('Search Results for "{q}"', { q }) : t('Search Results'));

  const { position } = useViewerPosition();
  const search = useSearch(q, tab, position ? { lat: position.lat, lng: position.lng } : null, position !== null);

  // The counts cover every tab: keep the latest ones for this query while another tab loads. Kept while rendering,
  // not in an effect: a page the server drew with its counts is then taken over without drawing it all again.
  const firstPage = search.data?.pages[0];
  const [known, setKnown] = useState<{ q: string; counts: SearchResult['counts'] } | null>(() =>
    firstPage ? { q, counts: firstPage.counts } : null,
  );
  if (firstPage && (known?.q !== q || known.counts !== firstPage.counts)) setKnown({ q, counts: firstPage.counts });
  const counts = known?.q === q ? known.counts : null;

  const items = search.data?.pages.flatMap((page) => page.items) ?? [];
  // The place the query named (results centred on it), or words after "in" that name no place known.
  const place = firstPage?.place ?? null;
  const unknownPlace = firstPage?.unknownPlace ?? null;
  const searching = q.length > 0 && (position === null || search.isPending);

  // At 360 px the tab row scrolls: the open tab (e.g. Events, the last) is brought into view when it changes.
  const activeTab = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    activeTab.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab, q]);

  function changeTab(next: string) {
    if (!isTab(next)) return;
    const nextParams = new URLSearchParams(params);
    if (next === 'all') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  }

  let subtitle: ReactNode;
  if (!q) subtitle = t('Type something to search for.');
  else if (counts) {
    // "All" counts the listing and post kinds; the Events tab says its own number.
    subtitle =
      tab === 'events'
        ? t('Showing {count, plural, one {# upcoming event} other {# upcoming events}} for "{q}"', { count: counts.events, q })
        : t('Showing {count, plural, one {# result} other {# results}} for "{q}"', { count: counts.all, q });
  } else if (searching) subtitle = t('Searching...');
  else subtitle = t('Results for "{q}"', { q });

  return (
    <div className="grid min-w-0 gap-5">
      <SearchBar initialQuery={q} autoFocus={!q} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('Search Results')}</h1>
        <p className="mt-1 break-words text-sm text-muted-foreground" aria-live="polite">
          {subtitle}
        </p>
        {q && place ? (
          <SearchPlaceLine
            place={place}
            onChange={(next) => {
              const nextParams = new URLSearchParams(params);
              nextParams.set('q', queryWithPlace(q, place, next));
              setParams(nextParams);
            }}
          />
        ) : null}
        {q && unknownPlace ? (
          <p className="mt-2 break-words text-sm">{t('We don’t know “{place}” — showing matches near you', { place: unknownPlace })}</p>
        ) : null}
      </div>

      {!q ? (
        <EmptyState
          icon={Search}
          title={t('Search LocalHub')}
          description={t('Find professionals, businesses, products, services and posts.')}
        />
      ) : (
        <Tabs value={tab} onValueChange={changeTab} className="min-w-0">
          <TabsList aria-label={t('Result types')} className="w-full justify-start sm:w-auto">
            {SEARCH_TABS.map((id) => (
              <TabsTrigger key={id} value={id} ref={id === tab ? activeTab : undefined}>
                {t(TAB_LABELS[id])}
                <span className="rounded-full bg-background/70 px-1.5 text-xs tabular-nums text-muted-foreground">
                  {counts ? formatNumber(counts[id]) : '–'}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
          {SEARCH_TABS.map((id) => (
            <TabsContent key={id} value={id} className="min-w-0 focus-visible:outline-none">
              {id !== tab ? null : searching ? (
                <div className="grid gap-3" aria-busy>
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <Spinner label={t('Searching')} className="[&_svg]:size-4" /> {t('Searching...')}
                  </p>
                  <CardSkeleton />
                  <CardSkeleton />
                </div>
              ) : search.isError && items.length === 0 ? (
                <LoadError message={t('Search failed')} error={search.error} onRetry={() => search.refetch()} />
              ) : items.length === 0 ? (
                <EmptyState icon={SearchX} title={t(EMPTY[id].title)} description={t(EMPTY[id].description)} />
              ) : (
                <div className="grid gap-3">
                  {/* Cards title themselves with h3: the list needs its own heading between them and the page's h1. */}
                  <h2 className="sr-only">{t(RESULTS_LABELS[id])}</h2>
                  <ol className="grid gap-3 md:grid-cols-2" aria-label={t(RESULTS_LABELS[id])}>
                    {items.map((item) => (
                      <li key={`${item.type}-${item.id}`} className="min-w-0">
                        <FeedItemCard item={item} />
                      </li>
                    ))}
                  </ol>
                  <div className="flex justify-center py-2">
                    {search.isFetchNextPageError ? (
                      <div role="alert" className="flex flex-wrap items-center justify-center gap-2 text-sm">
                        <span className="text-destructive">{t('Could not load more results.')}</span>
                        <Button variant="outline" onClick={() => search.fetchNextPage()}>
                          {t('Try again')}
                        </Button>
                      </div>
                    ) : search.hasNextPage ? (
                      <Button
                        variant="outline"
                        className="min-w-32"
                        disabled={search.isFetchingNextPage}
                        onClick={() => search.fetchNextPage()}
                      >
                        {search.isFetchingNextPage ? t('Loading...') : t('Load more')}
                      </Button>
                    ) : (
                      <p className="text-sm text-muted-foreground">{t('No more results')}</p>
                    )}
                  </div>
                </div>
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
