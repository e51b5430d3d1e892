import { NotificationPreferencesForm } from '../../notifications';
import { SectionCard } from '../../../components/section-card';
import { t } from '../../../lib/i18n';

export function NotificationsTab() {
  return (
    <SectionCard
      title={t('Notification preferences')}
      description={t('Choose what LocalHub tells you about, and how. Saved to your account.')}
    >
      <NotificationPreferencesForm />
    </SectionCard>
  );
}
