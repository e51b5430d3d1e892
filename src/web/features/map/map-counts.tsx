import { memo } from 'react';
import { Briefcase, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import { formatNumber } from '../../../shared/number-format';

/** The card's name for screen readers: its kind, how many are in view (or that they are being counted), and where it leads. */
function cardLabel(tab: 'businesses' | 'professionals', count: number | null): string {
  if (count === null) {
    return tab === 'businesses'
      ? t('Businesses: counting in view. See them in search results')
      : t('Professionals: counting in view. See them in search results');
  }
  const formatted = formatNumber(count);
  return tab === 'businesses'
    ? t('Businesses: {count} in view. See them in search results', { count: formatted })
    : t('Professionals: {count} in view. See them in search results', { count: formatted });
}

/** The two cards under the map: how many of each kind are in view, each linking to that tab of the search results. */
export const MapCounts = memo(function MapCounts(props: { businesses: number | null; professions: number | null; query: string }) {
  const link = (tab: 'businesses' | 'professionals') => `/app/search?${new URLSearchParams({ q: props.query, tab })}`;
  const cards = [
    { title: t('Businesses'), count: props.businesses, icon: Store, tab: 'businesses' as const, tone: 'text-blue-700 dark:text-blue-300' },
    { title: t('Professionals'), count: props.professions, icon: Briefcase, tab: 'professionals' as const, tone: 'text-primary' },
  ];
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2">
      {cards.map((card) => (
        <Card key={card.tab} className="p-0">
          <Link
            to={link(card.tab)}
            className="flex items-center gap-3 rounded-lg p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            aria-label={cardLabel(card.tab, card.count)}
          >
            <card.icon aria-hidden className={`size-6 ${card.tone}`} />
            <span className="flex-1">
              <span className="block font-semibold">{card.title}</span>
              <span className="text-sm text-muted-foreground">{t('in view')}</span>
            </span>
            <span className="text-2xl font-bold" data-testid={`map-count-${card.tab}`}>
              {card.count === null ? '…' : formatNumber(card.count)}
            </span>
          </Link>
        </Card>
      ))}
    </div>
  );
});
