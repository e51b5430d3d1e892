import type { Db } from '../../../src/server/db/database';
import { messagesRepository } from '../../../src/server/features/messages/messages.repository';

/**
 * A conversation between two members with messages written through the messages repository (no notifications, no
 * realtime frames): the first member sends the even-numbered lines, the second the odd ones.
 */
export async function insertConversation(
  db: Db,
  members: [string, string],
  lines: string[] = ['Good morning, is the shop open today?', 'Yes, until 9 pm.'],
): Promise<{ conversationId: number; messageIds: number[] }> {
  const messages = messagesRepository(db);
  const messageIds: number[] = [];
  let conversationId = 0;
  for (const [index, content] of lines.entries()) {
    const [senderId, receiverId] = index % 2 === 0 ? members : [members[1], members[0]];
    const { message } = await messages.send({ senderId, receiverId, content, product: null, clientId: null });
    if (!message) throw new Error(`the message from ${senderId} to ${receiverId} was not sent (blocked or unknown member)`);
    conversationId = Number(message.conversation_id);
    messageIds.push(Number(message.message_id));
  }
  return { conversationId, messageIds };
}
