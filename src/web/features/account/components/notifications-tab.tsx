import { NotificationPreferencesForm } from '../../notifications';
import { SectionCard } from '../../../components/section-card';

export function NotificationsTab() {
  return (
    <SectionCard title="Notification preferences" description="Choose what LocalHub tells you about, and how. Saved to your account.">
      <NotificationPreferencesForm />
    </SectionCard>
  );
}
