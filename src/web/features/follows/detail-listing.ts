import { useMatch } from 'react-router';

export type DetailKind = 'business' | 'profession';

/**
 * The listing whose detail page is open (/app/business/12, /profession/7 …), or null elsewhere. Lets the detail
 * pages' shared action and header components show Save, Follow and the follower count without new props.
 */
export function useDetailListing(): { kind: DetailKind; id: number } | null {
  const appBusiness = useMatch('/app/business/:id');
  const appProfession = useMatch('/app/profession/:id');
  const business = useMatch('/business/:id');
  const profession = useMatch('/profession/:id');
  const match = appBusiness ?? business ?? appProfession ?? profession;
  const raw = match?.params.id;
  if (!match || !raw || !/^\d{1,15}$/.test(raw) || Number(raw) < 1) return null;
  return { kind: appBusiness || business ? 'business' : 'profession', id: Number(raw) };
}
