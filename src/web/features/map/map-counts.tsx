import { Briefcase, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';

const countFormat = new Intl.NumberFormat('en-NG');

/** The two cards under the map: how many of each kind are in view, each linking to that tab of the search results. */
export function MapCounts(props: { businesses: number | null; professions: number | null; query: string }) {
  const link = (tab: 'businesses' | 'professionals') => `/app/search?${new URLSearchParams({ q: props.query, tab })}`;
  const cards = [
    { title: 'Businesses', count: props.businesses, icon: Store, tab: 'businesses' as const, tone: 'text-blue-700 dark:text-blue-300' },
    { title: 'Professionals', count: props.professions, icon: Briefcase, tab: 'professionals' as const, tone: 'text-primary' },
  ];
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2">
      {cards.map((card) => (
        <Card key={card.title} className="p-0">
          <Link
            to={link(card.tab)}
            className="flex items-center gap-3 rounded-lg p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            aria-label={`${card.title}: ${card.count === null ? 'counting' : countFormat.format(card.count)} in view. See them in search results`}
          >
            <card.icon aria-hidden className={`size-6 ${card.tone}`} />
            <span className="flex-1">
              <span className="block font-semibold">{card.title}</span>
              <span className="text-sm text-muted-foreground">in view</span>
            </span>
            <span className="text-2xl font-bold" data-testid={`map-count-${card.tab}`}>
              {card.count === null ? '…' : countFormat.format(card.count)}
            </span>
          </Link>
        </Card>
      ))}
    </div>
  );
}
