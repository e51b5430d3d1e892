// The saves feature's widgets on cards and detail pages elsewhere, and the Saved Items page's list.
export { DetailSaveButton } from './detail-save-button';
export { SaveButton, useSaveToggle } from './save-button';
export { SavedList } from './saved-list';
