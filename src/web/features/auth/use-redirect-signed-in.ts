import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from './api';

/** Members who open a visitor page (/ or /auth) are taken to the app (DECISIONS.md 4). */
export function useRedirectSignedIn() {
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (session.data?.user) navigate('/app', { replace: true });
  }, [session.data, navigate]);
}
