import { msg } from './i18n/msg';

/** Longest message a member can send, in characters (without zod: the messages page needs it, not the schemas). */
export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGE_EMPTY = msg('Message cannot be empty');
/** Why a message cannot be sent while a block stands (403), as the server says it and the thread shows it. */
export const BLOCKED_BY_PARTNER = msg('You can no longer message this member: they are not accepting your messages.');
export const BLOCKED_BY_ME = msg('You have blocked this member. Unblock them to send a message.');
