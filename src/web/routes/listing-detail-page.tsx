import type { UseQueryResult } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { parseId, useBusiness, useProfession } from '../features/listing-detail/api';
import {
  businessDetail,
  type DetailListing,
  type DetailTexts,
  ListingDetailView,
  professionDetail,
  useDetailState,
} from '../features/listing-detail';
import { t } from '../lib/i18n';

// Made while rendering, in the reader's language.
const businessTexts = (): DetailTexts => ({
  notFound: t('Business not found'),
  notFoundDescription: t('This business may have been removed, or the link is not quite right.'),
  failed: t('Failed to fetch business details'),
  loading: t('Loading business'),
});
const profileTexts = (): DetailTexts => ({
  notFound: t('Profile not found'),
  notFoundDescription: t('This profile may have been removed, or the link is not quite right.'),
  failed: t('Failed to fetch profession details'),
  loading: t('Loading profile'),
  round: true,
});

/** /business/:id and /profession/:id (public and in the app): one page, described by the listing's kind. */
export default function ListingDetailPage() {
  const id = parseId(useParams().id);
  const profession = useLocation().pathname.includes('/profession/');
  return profession ? <ProfessionPage id={id} /> : <BusinessPage id={id} />;
}

function BusinessPage({ id }: { id: number | null }) {
  return <Detail id={id} query={useBusiness(id)} texts={businessTexts()} nameOf={(business) => business.name} toDetail={businessDetail} />;
}

function ProfessionPage({ id }: { id: number | null }) {
  return (
    <Detail
      id={id}
      query={useProfession(id)}
      texts={profileTexts()}
      nameOf={(profession) => profession.title}
      toDetail={professionDetail}
    />
  );
}

function Detail<T>(props: {
  id: number | null;
  query: UseQueryResult<T>;
  texts: DetailTexts;
  nameOf(data: T): string;
  toDetail(data: T): DetailListing;
}) {
  const state = useDetailState(props.id, props.query, props.nameOf, props.texts);
  if (state || !props.query.data) return state;
  const listing = props.toDetail(props.query.data);
  return <ListingDetailView key={`${listing.kind}-${listing.id}`} listing={listing} />;
}
