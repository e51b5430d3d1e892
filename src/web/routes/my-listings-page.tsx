import { useLocation } from 'react-router';
import { myBusinessesKind } from '../features/businesses';
import { MyListingsPage } from '../features/listings';
import { myProfessionsKind } from '../features/professions';

/** /app/business and /app/profession: one page, described by the kind of listing. */
export default function MyListingsRoute() {
  return useLocation().pathname.startsWith('/app/profession') ? (
    <MyListingsPage key="profession" kind={myProfessionsKind} />
  ) : (
    <MyListingsPage key="business" kind={myBusinessesKind} />
  );
}
