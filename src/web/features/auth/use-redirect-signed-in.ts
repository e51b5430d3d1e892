import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { redirectWhileDrawing } from '../../lib/first-screen';
import { useSession } from './api';
import { returnPath } from './return-path';

/** Members who open a visitor page (/ or /auth) are taken to the app (docs/product-decisions.md §4). */
export function useRedirectSignedIn() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = returnPath(params.get('redirect'));
  // While the server draws the page it answers with an HTTP redirect instead (decision 0026): nothing of it is sent.
  if (typeof window === 'undefined' && session.data?.user) redirectWhileDrawing(target);
  useEffect(() => {
    if (session.data?.user) navigate(target, { replace: true });
  }, [session.data, navigate, target]);
}
