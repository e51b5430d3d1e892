// Where the viewer is (device, chosen place or profile; the distance ring) and who and what is near them.
export { DiscoverPanel } from './discover-panel';
export { emptyRingReason } from './empty-ring';
export { FeaturedProducts } from './featured-products';
export { NearbySection } from './nearby-section';
export { positionLabel, useViewerPosition } from './viewer-position';
export type { Viewer } from './api';
