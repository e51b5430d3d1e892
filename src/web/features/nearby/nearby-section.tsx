import { Briefcase, Store } from 'lucide-react';
import { useDeferredValue } from 'react';
import { DISTANCE_BANDS } from '../../../shared/bands';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { msg } from '../../../shared/i18n/msg';
import { t } from '../../lib/i18n';
import { useNearby, type Viewer } from './api';
import { CardSkeleton } from '../../components/cards/card-row';
import { emptyRingReason } from './empty-ring';
import { ListingCard } from '../cards';

const COPY = {
  profession: {
    title: msg('Professions Near You'),
    empty: msg('No professionals found nearby'),
    error: msg('Could not load professionals near you'),
    icon: Briefcase,
  },
  business: {
    title: msg('Businesses Near You'),
    empty: msg('No businesses found nearby'),
    error: msg('Could not load businesses near you'),
    icon: Store,
  },
};

/** Up to 6 businesses or professionals inside the chosen ring, nearest first, each with its distance. */
export function NearbySection({ viewer, kind }: { viewer: Viewer | null; kind: 'business' | 'profession' }) {
  const nearby = useNearby(viewer, kind);
  const copy = COPY[kind];
  const headingId = `nearby-${kind}-heading`;
  // The cards render in a transition, in slices, not in one long task as the answer arrives.
  const data = useDeferredValue(nearby.data);
  const loading = viewer === null || (data === undefined && !nearby.isError);

  return (
    <section aria-labelledby={headingId} aria-busy={loading || nearby.isFetching} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight">
          {t(copy.title)}
        </h2>
        {viewer ? (
          <p className="text-xs text-muted-foreground">
            {t(DISTANCE_BANDS[viewer.band].label)} · {t(DISTANCE_BANDS[viewer.band].range)}
          </p>
        ) : null}
      </div>
      {loading ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {/* As many as the answer brings (6), so what follows does not jump down when the cards arrive. */}
          {Array.from({ length: 6 }, (_, index) => (
            <CardSkeleton key={index} />
          ))}
        </div>
      ) : nearby.isError || data === undefined ? (
        <LoadError message={t(copy.error)} error={nearby.error} onRetry={() => nearby.refetch()} />
      ) : data.length === 0 ? (
        <EmptyState icon={copy.icon} title={t(copy.empty)} description={emptyRingReason(viewer.band)} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((item) => (
            <li
              key={'businessId' in item ? `b${item.businessId}` : `p${item.professionId}`}
              className="min-w-0 [contain-intrinsic-size:auto_220px] [content-visibility:auto]"
            >
              {'businessId' in item ? (
                <ListingCard kind="business" listing={item} distanceKm={item.distanceKm} />
              ) : (
                <ListingCard kind="profession" listing={item} distanceKm={item.distanceKm} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
