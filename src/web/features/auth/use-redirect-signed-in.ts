import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from './api';
import { returnPath } from './return-path';

/** Members who open a visitor page (/ or /auth) are taken to the app (docs/product-decisions.md §4). */
export function useRedirectSignedIn() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = returnPath(params.get('redirect'));
  useEffect(() => {
    if (session.data?.user) navigate(target, { replace: true });
  }, [session.data, navigate, target]);
}
