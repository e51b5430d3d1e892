// The notifications feature's surface for the account screen.
export { NotificationPreferencesForm } from './preferences-form';
