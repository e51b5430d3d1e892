// The notifications feature's surface for the account screen and the notifications page.
export { NotificationPreferencesForm } from './preferences-form';
export { PhoneAlertsForm } from './phone-alerts-form';
export { NotificationsList } from './notifications-list';
