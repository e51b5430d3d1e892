import { NotificationPreferencesForm, PhoneAlertsForm } from '../../notifications';
import { SectionCard } from '../../../components/section-card';
import { t } from '../../../lib/i18n';

export function NotificationsTab() {
  return (
    <SectionCard
      title={t('Notification preferences')}
      description={t('Choose what LocalHub tells you about, and how. Saved to your account.')}
    >
      <div className="grid gap-6">
        <NotificationPreferencesForm />
        <PhoneAlertsForm />
      </div>
    </SectionCard>
  );
}
