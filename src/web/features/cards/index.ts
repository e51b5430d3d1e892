// Cards with their actions (like, comment, share, save, connect, report, WhatsApp, message): the card bodies are
// src/web/components/cards, which take their actions as slots; the actions come from saves, network, reports,
// analytics and messages, filled in here. Used by the feed, search, nearby and (through their pages) saved items.
export { FeedItemCard } from './feed-item-card';
export { ListingCard } from './listing-card';
export { PostCard } from './post-card';
export { ProductTile } from './product-card';
