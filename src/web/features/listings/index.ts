// The listing form's building blocks, shared by the business and profession forms and pages.
export { CoordinatesFields, type CoordinatesValue } from './coordinates-fields';
export { placeFormValue, readCoordinates, savePictureChange } from './listing-form';
export { AuthRequired } from './page-states';
export { NO_PICTURE_CHANGE, PictureField, type PictureChange } from './picture-field';
export { AddListingButton, limitMessage, PlanUsageNote, type ListingKind } from './plan-usage';
export { IMAGE_ACCEPT, IMAGE_TOO_LARGE_MESSAGE, imageFileProblem, sendForm, upload } from './upload';
export { listingApi, type ListingApi, type MyListings } from './listing-api';
export { ListingFormDialog, type ListingFormKind, type OwnField } from './listing-form-dialog';
export { MyListingsPage, type ManageProps, type MyListingsKind } from './my-listings-view';
export type { UpdateParams } from '../../lib/use-search-param-updates';
