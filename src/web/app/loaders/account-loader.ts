import type { QueryClient } from '@tanstack/react-query';
import { activeSessionsQuery } from '../../features/account/api';
import { identityStateQuery } from '../../features/identity/api';
import { blockedMembersQuery } from '../../features/messages/api';
import { notificationPreferencesQuery, phoneAlertsQuery } from '../../features/notifications/api';
import { accessTokensQuery, billingHistoryQuery, subscriptionQuery } from '../../features/payments/api';
import { pageLoader } from '../route-data';
import { signedInUser } from './frame-loaders';

/**
 * The plan, the payments under its summary and, on Pro, the access tokens (fetched on the tab's other steps too, where
 * a step back to the summary finds them).
 */
async function subscriptionTab(client: QueryClient) {
  const [subscription] = await Promise.all([
    client.ensureQueryData(subscriptionQuery()),
    client.ensureInfiniteQueryData(billingHistoryQuery()),
  ]);
  if (subscription.plan === 'pro') await client.ensureQueryData(accessTokensQuery());
}

/** What each tab of Account (?tab=…) reads first; Profile and Appearance read only the member's record (the frame's). */
const TABS = new Map<string, (client: QueryClient) => Promise<unknown>>([
  ['subscription', subscriptionTab],
  [
    'notifications',
    (client) => Promise.all([client.ensureQueryData(notificationPreferencesQuery()), client.ensureQueryData(phoneAlertsQuery())]),
  ],
  ['security', (client) => client.ensureQueryData(activeSessionsQuery())],
  ['verification', (client) => client.ensureQueryData(identityStateQuery())],
  ['blocked', (client) => client.ensureQueryData(blockedMembersQuery())],
]);

/** Account settings: what the open tab reads first. */
export const accountLoader = pageLoader(async ({ client, url }) => {
  const tab = TABS.get(url.searchParams.get('tab') ?? '');
  if (tab && (await signedInUser(client))) await tab(client);
});
