import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { t } from '../../lib/i18n';

/** Tells a member who arrives from their verification link (`?verified=1`) that it worked, once. */
export function useVerifiedNotice() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (!params.has('verified')) return;
    toast.success(t('Email verified'), { description: t('You are signed in.') });
    params.delete('verified');
    setParams(params, { replace: true });
  }, [params, setParams]);
}
