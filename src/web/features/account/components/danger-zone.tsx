import { useMutation } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { authApi, useResetAfterAuthChange } from '../../auth/api';
import { SectionCard } from '../../../components/section-card';
import { t } from '../../../lib/i18n';

export function DangerZone() {
  const navigate = useNavigate();
  const resetAfterAuthChange = useResetAfterAuthChange();
  const signOut = useMutation({
    mutationFn: () => authApi.signOut(),
    onSuccess: () => {
      toast.success(t('Signed out'), { description: t('You have been signed out.') });
      void resetAfterAuthChange();
      navigate('/auth', { replace: true });
    },
    onError: (error) => toast.error(t('Error signing out'), { description: errorMessage(error) }),
  });

  return (
    <SectionCard
      title={t('Danger Zone')}
      className="border-destructive"
      titleClassName="text-destructive"
      description={t('Sign out of LocalHub on this device. You can sign in again at any time.')}
    >
      <Button variant="destructive" className="w-full sm:w-auto" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        <LogOut aria-hidden />
        {signOut.isPending ? t('Signing out...') : t('Sign Out')}
      </Button>
    </SectionCard>
  );
}
