// The account screen's tabs, the member's language kept on the server, and the prompt for a member without an area.
import { lazy } from 'react';

export { AppearanceTab } from './components/appearance-tab';
export { BlockedTab } from './components/blocked-tab';
export { DangerZone } from './components/danger-zone';
export { NotificationsTab } from './components/notifications-tab';
export { ProfileTab } from './components/profile-tab';
export { SecurityTab } from './components/security-tab';
export { useServerLanguage } from './use-server-language';
/** Shown on Home only to members without an area, so its code is fetched only for them (Home's data budget). */
export const AreaPromptCard = lazy(() => import('./area-prompt-card'));
