import type { UseQueryResult } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { parseId, useBusiness, useProfession } from '../features/listing-detail/api';
import { businessDetail } from '../features/listing-detail/business-detail';
import { ListingDetailView, type DetailListing } from '../features/listing-detail/listing-detail-view';
import { professionDetail } from '../features/listing-detail/profession-detail';
import { useDetailState, type DetailTexts } from '../features/listing-detail/use-detail-state';

const BUSINESS_TEXTS: DetailTexts = {
  notFound: 'Business not found',
  notFoundDescription: 'This business may have been removed, or the link is not quite right.',
  failed: 'Failed to fetch business details',
  loading: 'Loading business',
};
const PROFILE_TEXTS: DetailTexts = {
  notFound: 'Profile not found',
  notFoundDescription: 'This profile may have been removed, or the link is not quite right.',
  failed: 'Failed to fetch profession details',
  loading: 'Loading profile',
  round: true,
};

/** /business/:id and /profession/:id (public and in the app): one page, described by the listing's kind. */
export default function ListingDetailPage() {
  const id = parseId(useParams().id);
  const profession = useLocation().pathname.includes('/profession/');
  return profession ? <ProfessionPage id={id} /> : <BusinessPage id={id} />;
}

function BusinessPage({ id }: { id: number | null }) {
  return <Detail id={id} query={useBusiness(id)} texts={BUSINESS_TEXTS} nameOf={(business) => business.name} toDetail={businessDetail} />;
}

function ProfessionPage({ id }: { id: number | null }) {
  return (
    <Detail id={id} query={useProfession(id)} texts={PROFILE_TEXTS} nameOf={(profession) => profession.title} toDetail={professionDetail} />
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
