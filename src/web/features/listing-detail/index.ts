// A business's or a professional's page: the shared view, each kind's slots, and the page's loading states.
export { businessDetail } from './business-detail';
export { ListingDetailView, type DetailListing } from './listing-detail-view';
export { professionDetail } from './profession-detail';
export { useDetailState, type DetailTexts } from './use-detail-state';
