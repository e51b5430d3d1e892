// The messages feature's widgets used elsewhere (unread counts in the shell, "Message" buttons on listings and
// products) and the messages page's parts.
export { UnreadBadge, unreadLabel, useUnread, type UnreadKind } from './unread-badge';
export { MessageOwnerButton } from './message-owner-button';
export { ProductMessageButton } from './product-message-button';
export { messagesHref } from './message-links';
export { ProfileBlockButton } from './profile-block-button';
export { useBlockedMembers, useSetBlocked } from './api';
export { OutboxSender } from './outbox-sender';
export { ConversationList } from './conversation-list';
export { PRODUCT_PARAMS, productFromQuery } from './product-ref';
export { ThreadView } from './thread-view';
