import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from '../../../shared/schemas/messages';
import { useRealtimeFrames } from '../realtime';
import { fetchMessagesAfter, messageKeys, useThread, type ThreadData } from './api';
import { lastMessageId, markReadUpTo, mergeMessages } from './thread-cache';

/** How long "… is typing" stays without a new signal. */
const TYPING_SHOWN_MS = 5000;

/**
 * The open thread, kept live: new messages and read receipts from the socket are merged into the cache (no refetch,
 * no duplicates), and after every (re)join the messages after the last one held are fetched, so none is lost.
 */
export function useLiveThread(conversationId: number | null, partnerId: string) {
  const client = useQueryClient();
  const thread = useThread(conversationId);
  const [partnerTyping, setPartnerTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Messages that arrived before the thread's first page: merged once it is there. */
  const early = useRef<Message[]>([]);

  const merge = useCallback(
    (messages: Message[]) => {
      if (conversationId === null || messages.length === 0) return;
      const key = messageKeys.thread(conversationId);
      const data = client.getQueryData<ThreadData>(key);
      if (!data) {
        early.current.push(...messages);
        return;
      }
      client.setQueryData<ThreadData>(key, mergeMessages(data, messages));
    },
    [client, conversationId],
  );

  useEffect(() => {
    if (thread.data && early.current.length > 0) merge(early.current.splice(0));
  }, [thread.data, merge]);

  useEffect(() => {
    early.current = [];
    setPartnerTyping(false);
  }, [conversationId, partnerId]);

  useEffect(
    () => () => {
      if (typingTimer.current) clearTimeout(typingTimer.current);
    },
    [],
  );

  const catchUp = useCallback(async () => {
    if (conversationId === null) return;
    const data = client.getQueryData<ThreadData>(messageKeys.thread(conversationId));
    if (!data) return; // the first load is under way and reads everything up to now
    try {
      merge(await fetchMessagesAfter(conversationId, lastMessageId(data)));
    } catch {
      // Offline again: the next join catches up.
    }
  }, [client, conversationId, merge]);

  useRealtimeFrames((frame) => {
    switch (frame.type) {
      case 'ready':
        void catchUp();
        break;
      case 'message.created': {
        const message = frame.message;
        const withPartner = message.senderId === partnerId || message.receiverId === partnerId;
        if (!withPartner) break;
        if (conversationId === null) {
          // The first message of this conversation: its id is now known.
          void client.invalidateQueries({ queryKey: messageKeys.partner(partnerId) });
          break;
        }
        if (message.conversationId !== conversationId) break;
        merge([message]);
        if (message.senderId === partnerId) setPartnerTyping(false);
        break;
      }
      case 'messages.read': {
        if (conversationId === null || frame.conversationId !== conversationId) break;
        const key = messageKeys.thread(conversationId);
        const data = client.getQueryData<ThreadData>(key);
        if (data) client.setQueryData<ThreadData>(key, markReadUpTo(data, frame.readerId, frame.upToMessageId, new Date().toISOString()));
        break;
      }
      case 'typing':
        if (frame.userId !== partnerId) break;
        setPartnerTyping(true);
        if (typingTimer.current) clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setPartnerTyping(false), TYPING_SHOWN_MS);
        break;
      default:
        break;
    }
  });

  return { thread, partnerTyping };
}
