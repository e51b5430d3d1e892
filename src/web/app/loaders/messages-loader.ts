import { conversationsQuery, partnerStateQuery, threadQuery } from '../../features/messages/api';
import { pageLoader } from '../route-data';

/** Messages: the conversation list and, with ?user=, the conversation with that member. */
export const messagesLoader = pageLoader(async ({ client, url }) => {
  const partnerId = url.searchParams.get('user')?.trim() || null;
  const thread = async (userId: string) => {
    const { conversationId } = await client.ensureQueryData(partnerStateQuery(userId));
    if (conversationId !== null) await client.ensureInfiniteQueryData(threadQuery(conversationId));
  };
  await Promise.allSettled([client.ensureInfiniteQueryData(conversationsQuery()), ...(partnerId ? [thread(partnerId)] : [])]);
});
